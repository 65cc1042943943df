/**
 * 'Análise de stock' (spec 02 §2): the four stock figures — average margin,
 * cars in stock, average days in stock and the stock's total value — from the
 * analysis of the mirror. Money shows '—' when there is none to show.
 */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { Analysis } from '../../domain/analysis';
import { formatEuro } from '../../domain/format';

const daysFormat = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 1 });

export const STOCK_KPI_LABELS = {
  averageMargin: 'Margem média do stock',
  carsStock: 'Carros em stock',
  averageDays: 'Tempo médio em stock (dias)',
  stockValue: 'Valor total do stock',
} as const;

function Kpi({
  label,
  value,
  raw,
  testId,
}: {
  label: string;
  value: string;
  raw: number | null;
  testId: string;
}) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="4" py="3" data-testid={testId} data-value={raw ?? ''}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" data-testid={`${testId}-value`}>
        {value}
      </Text>
    </Box>
  );
}

export function StockAnalysisTab({ analysis }: { analysis: Analysis }) {
  return (
    <SimpleGrid as="section" aria-label="Análise de stock" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" pt="4">
      <Kpi
        label={STOCK_KPI_LABELS.averageMargin}
        value={formatEuro(analysis.averageStockMargin)}
        raw={analysis.averageStockMargin}
        testId="kpi-average-margin"
      />
      <Kpi
        label={STOCK_KPI_LABELS.carsStock}
        value={String(analysis.numberCarsStock)}
        raw={analysis.numberCarsStock}
        testId="kpi-cars-stock"
      />
      <Kpi
        label={STOCK_KPI_LABELS.averageDays}
        value={daysFormat.format(analysis.averageStockTime)}
        raw={analysis.averageStockTime}
        testId="kpi-average-days"
      />
      <Kpi
        label={STOCK_KPI_LABELS.stockValue}
        value={formatEuro(analysis.totalValueStock)}
        raw={analysis.totalValueStock}
        testId="kpi-stock-value"
      />
    </SimpleGrid>
  );
}
