/** The summary of the visible rows (spec 02 §2, §6), for the cost roles: sales, their total, margin and financed, in pt-PT euros. */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { formatEuro } from '../../domain/format';
import { marginTone } from '../../domain/sales';
import type { SoldSummary as Summary } from '../../domain/sold';

function Figure({
  label,
  value,
  testId,
  colour,
}: {
  label: string;
  value: string;
  testId: string;
  colour?: string;
}) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="3" py="2" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" color={colour}>
        {value}
      </Text>
    </Box>
  );
}

export function SoldSummary({ summary }: { summary: Summary }) {
  return (
    <SimpleGrid
      as="section"
      aria-label="Resumo das vendas"
      columns={{ base: 2, md: 4 }}
      gap="3"
      data-testid="sold-summary"
    >
      <Figure label="Vendas" value={String(summary.count)} testId="sold-summary-count" />
      <Figure label="Total de vendas" value={formatEuro(summary.sales)} testId="sold-summary-sales" />
      <Figure
        label="Margem total"
        value={formatEuro(summary.margin)}
        testId="sold-summary-margin"
        colour={marginTone(summary.margin) === 'good' ? 'green.700' : 'red.700'}
      />
      <Figure label="Total financiado" value={formatEuro(summary.financed)} testId="sold-summary-financed" />
    </SimpleGrid>
  );
}
