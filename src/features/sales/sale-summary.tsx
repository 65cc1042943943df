/**
 * 'Resumo de venda' (spec 02 §2 "New sale"): the key figures of the sale
 * about to be made — vehicle, client, seller, date, warranty, sale price,
 * retake, financing, payment and the sale total — compact, with 'Cancelar'
 * and 'Vender'. Also the list of what a
 * seller typed in a refused sale (sale-refused.tsx).
 */
import { Box, Button, Dialog, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { mirror, useLiveQuery } from '../../data/db';
import type { Vehicle } from '../../domain/entities';
import { formatDateDash, formatEuro, formatKmExact } from '../../domain/format';
import { paymentTotal, saleTotal } from '../../domain/sales';
import type { SaleInput } from '../../domain/schemas/sales';
import { userLabel } from '../../domain/types';

/** The figures of a sale, each a label and its text; `wide` ones take the whole row of the grid. */
export interface SaleFigure {
  label: string;
  value: string;
  wide?: boolean;
  /** The figure the summary is about: the sale's total, larger. */
  key?: boolean;
}

/** The warranty as one line: months and kilometres, or that there is none. */
export function warrantyText(months: number | null | undefined, km: number | null | undefined): string {
  const parts = [
    months ? `${months} ${months === 1 ? 'mês' : 'meses'}` : null,
    km ? formatKmExact(km) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Sem garantia';
}

export function useSaleFigures(sale: SaleInput, vehicle: Vehicle | null): SaleFigure[] {
  const names = useLiveQuery(async () => {
    const db = mirror();
    const [financial, seller] = await Promise.all([
      sale.loanCompany ? db.financials.get(sale.loanCompany) : undefined,
      sale.sellerUuid ? db.users.get(sale.sellerUuid) : undefined,
    ]);
    return { financial: financial?.name, seller: seller ? userLabel(seller) : undefined };
  }, [sale.loanCompany, sale.sellerUuid]);
  const r = sale.retake ? sale.retakeVehicle : null;
  const retake = r
    ? [[r.brand, r.model].filter(Boolean).join(' '), r.licensePlate, formatEuro(r.retakeValue ?? 0)]
        .filter(Boolean)
        .join(' · ')
    : 'Sem retoma';
  const loan = sale.loan
    ? `${formatEuro(sale.loanValue ?? 0)} · ${names?.financial ?? sale.loanCompany ?? ''}`
    : 'Sem financiamento';
  const payment = `${formatEuro(sale.onSignedContractValue ?? 0)} + ${formatEuro(
    sale.onVehicleDeliveryValue ?? 0,
  )} = ${formatEuro(paymentTotal(sale.onSignedContractValue, sale.onVehicleDeliveryValue))}`;
  return [
    {
      label: 'Veículo',
      value: vehicle ? `${vehicle.brand} ${vehicle.model} (${vehicle.licensePlate})` : '—',
      wide: true,
    },
    { label: 'Cliente', value: sale.client.name },
    { label: 'Vendedor', value: names?.seller ?? '—' },
    { label: 'Data de venda', value: formatDateDash(sale.dateOfSale) },
    { label: 'Garantia', value: warrantyText(sale.monthWarranty, sale.mileageWarranty) },
    { label: 'Preço de venda', value: formatEuro(sale.salePrice) },
    { label: 'Retoma', value: retake },
    { label: 'Financiamento', value: loan, wide: true },
    { label: 'Pagamento', value: payment, wide: true },
    {
      label: 'Total da venda',
      value: formatEuro(saleTotal(sale.salePrice, r?.retakeValue)),
      wide: true,
      key: true,
    },
  ];
}

/** The figures in a compact two-column grid (issue 24: not a full-height sheet of plain pairs). */
export function SaleFigures({ sale, vehicle }: { sale: SaleInput; vehicle: Vehicle | null }) {
  const figures = useSaleFigures(sale, vehicle);
  return (
    <SimpleGrid as="dl" columns={2} columnGap="4" rowGap="2" data-testid="sale-figures">
      {figures.map(({ label, value, wide, key }) => (
        <Box
          key={label}
          gridColumn={wide ? 'span 2' : undefined}
          borderTopWidth={key ? '1px' : undefined}
          pt={key ? '2' : undefined}
          data-figure={label}
        >
          <Text as="dt" fontSize="xs" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize={key ? 'xl' : 'sm'} fontWeight="semibold">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export interface SaleSummaryProps {
  sale: SaleInput | null;
  vehicle: Vehicle;
  selling: boolean;
  onCancel(): void;
  onSell(): void;
}

export function SaleSummaryDialog({ sale, vehicle, selling, onCancel, onSell }: SaleSummaryProps) {
  return (
    <Dialog.Root
      open={sale !== null}
      onOpenChange={(e) => !e.open && onCancel()}
      size={{ base: 'sm', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sale-summary">
            <Dialog.Header>
              <Dialog.Title>Resumo de venda</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{sale ? <SaleFigures sale={sale} vehicle={vehicle} /> : null}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={onCancel}>
                Cancelar
              </Button>
              <Button colorPalette="red" minH="11" loading={selling} onClick={onSell} data-testid="sale-sell">
                Vender
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
