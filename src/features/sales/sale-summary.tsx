/**
 * 'Resumo de venda' (spec 02 §2 "New sale"): the key figures of the sale
 * about to be made — vehicle, client, sale price, retake, sale total,
 * financing, payment — with 'Cancelar' and 'Vender'. Also the list of what a
 * seller typed in a refused sale (sale-refused.tsx).
 */
import { Button, DataList, Dialog, Portal } from '@chakra-ui/react';
import { mirror, useLiveQuery } from '../../data/db';
import type { Vehicle } from '../../domain/entities';
import { formatDateDash, formatEuro } from '../../domain/format';
import { paymentTotal, saleTotal } from '../../domain/sales';
import type { SaleInput } from '../../domain/schemas/sales';

/** The figures of a sale, each a label and its text. */
export function useSaleFigures(sale: SaleInput, vehicle: Vehicle | null): [string, string][] {
  const financial = useLiveQuery(
    async () => (sale.loanCompany ? mirror().financials.get(sale.loanCompany) : undefined),
    [sale.loanCompany],
  );
  const r = sale.retake ? sale.retakeVehicle : null;
  const retake = r
    ? [[r.brand, r.model].filter(Boolean).join(' '), r.licensePlate, formatEuro(r.retakeValue ?? 0)]
        .filter(Boolean)
        .join(' · ')
    : 'Sem retoma';
  const loan = sale.loan
    ? `${formatEuro(sale.loanValue ?? 0)} · ${financial?.name ?? sale.loanCompany ?? ''}`
    : 'Sem financiamento';
  const payment = `${formatEuro(sale.onSignedContractValue ?? 0)} + ${formatEuro(
    sale.onVehicleDeliveryValue ?? 0,
  )} = ${formatEuro(paymentTotal(sale.onSignedContractValue, sale.onVehicleDeliveryValue))}`;
  return [
    ['Veículo', vehicle ? `${vehicle.brand} ${vehicle.model} (${vehicle.licensePlate})` : '—'],
    ['Cliente', sale.client.name],
    ['Data de venda', formatDateDash(sale.dateOfSale)],
    ['Preço de venda', formatEuro(sale.salePrice)],
    ['Retoma', retake],
    ['Total da venda', formatEuro(saleTotal(sale.salePrice, r?.retakeValue))],
    ['Financiamento', loan],
    ['Pagamento', payment],
  ];
}

export function SaleFigures({ sale, vehicle }: { sale: SaleInput; vehicle: Vehicle | null }) {
  const figures = useSaleFigures(sale, vehicle);
  return (
    <DataList.Root orientation="horizontal" gap="2" data-testid="sale-figures">
      {figures.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
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
      size={{ base: 'full', md: 'md' }}
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
