/**
 * The live figures of the sale form (spec 02 §2 "New sale"): sale total =
 * sale price minus the retake's value, payment total = on the signed contract
 * plus on delivery, and — for the roles that see the financial data — buy
 * price plus costs and the margin, in the good colour above 0, else the error
 * colour. Recomputed as the user types.
 */
import { Box, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import type { Cost } from '../../domain/entities';
import { formatEuro } from '../../domain/format';
import { marginTone, paymentTotal, saleMargin, saleTotal } from '../../domain/sales';
import type { SaleFormValues } from '../../domain/schemas/sales';
import { totalValue } from '../../domain/stock';
import { asAmount } from './sale-form';

export function Figure({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: 'good' | 'bad';
}) {
  const color = tone === undefined ? undefined : tone === 'good' ? 'fg.success' : 'fg.error';
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" color={color} data-testid={testId} data-tone={tone}>
        {value}
      </Text>
    </Box>
  );
}

export function SaleTotalFigure() {
  const [salePrice, retake, retakeValue] = useWatch<
    SaleFormValues,
    ['salePrice', 'retake', 'retakeVehicle.retakeValue']
  >({ name: ['salePrice', 'retake', 'retakeVehicle.retakeValue'] });
  const total = saleTotal(asAmount(salePrice), retake ? asAmount(retakeValue) : null);
  return <Figure label="Total da venda" value={formatEuro(total)} testId="sale-total" />;
}

export function PaymentTotalFigure() {
  const [signed, delivery] = useWatch<SaleFormValues, ['onSignedContractValue', 'onVehicleDeliveryValue']>({
    name: ['onSignedContractValue', 'onVehicleDeliveryValue'],
  });
  const total = paymentTotal(asAmount(signed), asAmount(delivery));
  return <Figure label="Total do pagamento" value={formatEuro(total)} testId="payment-total" />;
}

/** Buy price plus costs (COMPLAINT excluded) and the margin: only for 'sale.financialData' roles. */
export function MarginFigures({ buyPrice, costs }: { buyPrice: number | null; costs: readonly Cost[] }) {
  const salePrice = useWatch<SaleFormValues, 'salePrice'>({ name: 'salePrice' });
  const margin = saleMargin(asAmount(salePrice), buyPrice, costs);
  return (
    <>
      <Figure
        label="Preço de compra + custos"
        value={formatEuro(totalValue(buyPrice, costs))}
        testId="sale-cost"
      />
      <Figure
        label="Margem"
        value={margin === null ? '—' : formatEuro(margin)}
        testId="sale-margin"
        tone={marginTone(margin)}
      />
    </>
  );
}
