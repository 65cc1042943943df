/**
 * The 'Preçário' section of the vehicle page (spec 02 §2): two downloads, with
 * and without the price, for the roles of the permission table and only when
 * the company's setting is on. The setting is read from the mirror (the
 * change feed brings the super user's switch) before the login's copy.
 */
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import { PRICE_LIST_TITLE } from '../../domain/price-list';
import { toastSuccess } from '../../ui/toaster';
import { downloadPriceList } from './actions/download-price-list';
import type { VehiclePanel, VehiclePanelProps } from './vehicle-show';

export const PDF_TOAST = 'O PDF será transferido automaticamente';

function PriceListPanel({ vehicle }: VehiclePanelProps) {
  const user = useSessionStore((s) => s.user);
  const sessionCompany = useSessionStore((s) => s.company);
  const mirrored = useLiveQuery(() => mirror().companies.get(vehicle.companyUuid), [vehicle.companyUuid]);
  const company = mirrored ?? (sessionCompany?.uuid === vehicle.companyUuid ? sessionCompany : undefined);
  if (!company?.priceListEnabled) return null;

  const download = async (withPrice: boolean) => {
    if (await downloadPriceList(vehicle, withPrice)) toastSuccess(PDF_TOAST);
  };
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {PRICE_LIST_TITLE}
      </Heading>
      <HStack gap="3" wrap="wrap">
        {can(user, 'vehicle.field.sellerPrice') ? (
          <Button
            variant="outline"
            minH="11"
            onClick={() => void download(true)}
            data-testid="pricelist-with-price"
          >
            Preçário com preço
          </Button>
        ) : null}
        <Button
          variant="outline"
          minH="11"
          onClick={() => void download(false)}
          data-testid="pricelist-no-price"
        >
          Preçário sem preço
        </Button>
      </HStack>
    </Stack>
  );
}

/** Plugged in by the app after the page's own panels. */
export const PRICE_LIST_PANEL: VehiclePanel = {
  id: 'pricelist',
  component: PriceListPanel,
  visible: (user) => can(user, 'vehicle.pricelist'),
};
