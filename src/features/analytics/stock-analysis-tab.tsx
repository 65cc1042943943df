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

/** Each figure, in the spec's order: what it reads off the analysis and how it shows it. */
const KPIS: {
  key: keyof typeof STOCK_KPI_LABELS;
  testId: string;
  read: (a: Analysis) => number | null;
  show: (value: number) => string;
}[] = [
  { key: 'averageMargin', testId: 'kpi-average-margin', read: (a) => a.averageStockMargin, show: formatEuro },
  { key: 'carsStock', testId: 'kpi-cars-stock', read: (a) => a.numberCarsStock, show: String },
  {
    key: 'averageDays',
    testId: 'kpi-average-days',
    read: (a) => a.averageStockTime,
    show: daysFormat.format,
  },
  { key: 'stockValue', testId: 'kpi-stock-value', read: (a) => a.totalValueStock, show: formatEuro },
];

export function StockAnalysisTab({ analysis }: { analysis: Analysis }) {
  return (
    <SimpleGrid as="section" aria-label="Análise de stock" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" pt="4">
      {KPIS.map(({ key, testId, read, show }) => {
        const raw = read(analysis);
        return (
          <Kpi
            key={key}
            label={STOCK_KPI_LABELS[key]}
            // Money the role may not see reads as none: '—'.
            value={raw === null ? formatEuro(raw) : show(raw)}
            raw={raw}
            testId={testId}
          />
        );
      })}
    </SimpleGrid>
  );
}
