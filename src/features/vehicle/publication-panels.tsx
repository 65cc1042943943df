/**
 * The vehicle page's 'Publicação online' and 'Promoção' panels (spec 02 §2):
 * read only; they change in edit mode ('Publicação' section of the form).
 * A published vehicle that is not ready for sale says it is not shown to
 * buyers (domain/publication.ts: the flags stay when the availability moves).
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatEuro } from '../../domain/format';
import { isListedOnline, PUBLICATION_LABELS } from '../../domain/publication';
import { Item, Section } from './panel-parts';
import { PortalReadinessList } from './portal-readiness-list';
import type { VehiclePanelProps } from './vehicle-show';

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

export const NOT_LISTED_HINT = 'Publicado, mas só aparece online quando estiver Pronto para venda';

export function PublicationPanel({ vehicle: v }: VehiclePanelProps) {
  return (
    <Section title="Publicação online">
      <Stack gap="4" data-testid="vehicle-publication">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Item label="Online" value={yesNo(v.online)} />
          <Item label="Destacado" value={yesNo(v.isFeatured)} />
        </SimpleGrid>
        {v.online && !isListedOnline(v) ? (
          <Text fontSize="sm" color="fg.muted">
            {NOT_LISTED_HINT}
          </Text>
        ) : null}
        <Item label={PUBLICATION_LABELS.shortDescription} value={v.shortDescription} />
        <Item label={PUBLICATION_LABELS.longDescription} value={v.longDescription} />
        <PortalReadinessList vehicle={v} />
      </Stack>
    </Section>
  );
}

export function PromotionPanel({ vehicle: v }: VehiclePanelProps) {
  return (
    <Section title="Promoção">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" data-testid="vehicle-promotion">
        <Item label={PUBLICATION_LABELS.isOnPromotion} value={yesNo(v.isOnPromotion)} />
        <Item
          label={PUBLICATION_LABELS.promotionPrice}
          value={v.promotionPrice === null ? null : formatEuro(v.promotionPrice)}
        />
      </SimpleGrid>
    </Section>
  );
}
