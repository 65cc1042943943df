/**
 * 'Pronto para os portais' beside 'Publicar Online' (issue 25 §5): what a portal would refuse in
 * this vehicle's ad (src/domain/portal-readiness.ts), as a checklist. A warning only: publishing
 * stays open whatever it says. The photos are counted on the mirror, so it works offline.
 */
import { HStack, List, Text } from '@chakra-ui/react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Vehicle } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { portalReadiness } from '../../domain/portal-readiness';

export const PORTAL_READINESS_TITLE = 'Pronto para os portais';

export function PortalReadinessList({ vehicle }: { vehicle: Vehicle }) {
  const photoCount = useLiveQuery(
    () => mirror().photos.where('vehicleUuid').equals(vehicle.uuid).count(),
    [vehicle.uuid],
  );
  const user = useSessionStore((s) => s.user);
  const checks = portalReadiness(vehicle, photoCount ?? 0, {
    priceVisible: can(user, 'vehicle.field.sellerPrice'),
  });
  const missing = checks.filter((c) => !c.ok).length;
  return (
    <section aria-labelledby="portal-readiness-title" data-testid="portal-readiness">
      <Text id="portal-readiness-title" fontWeight="semibold" mb="1">
        {PORTAL_READINESS_TITLE}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {missing === 0
          ? 'Cumpre o que os portais pedem.'
          : 'Os portais podem recusar o anúncio: falta o que está assinalado (não impede a publicação).'}
      </Text>
      <List.Root listStyleType="none" gap="1">
        {checks.map((check) => (
          <List.Item key={check.key} data-testid={`portal-check-${check.key}`} data-ok={check.ok}>
            <HStack gap="2" align="start">
              <Text
                as="span"
                aria-hidden="true"
                color={check.ok ? 'green.fg' : 'orange.fg'}
                fontWeight="bold"
              >
                {check.ok ? '✓' : '!'}
              </Text>
              <Text as="span" fontSize="sm">
                <Text as="span" srOnly>
                  {check.ok ? 'Cumprido: ' : 'Em falta: '}
                </Text>
                {check.label}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </section>
  );
}
