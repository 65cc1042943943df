/**
 * 'Gestão de carros' (spec 02 §2, §9): the stock counted by age band, fuel,
 * brand and stand, each a bar chart with its table. Vehicles without a fuel
 * or a stand have their own bar.
 */
import { Stack } from '@chakra-ui/react';
import type { Analysis, AnalysisCount } from '../../domain/analysis';
import type { Fuel } from '../../domain/enums';
import { FUEL_LABELS } from '../../domain/labels';
import { ListEmpty } from '../../ui/list-empty';
import { ChartFigure, type ChartRow } from './chart-figure';

export const CARS_EMPTY_TEXT = 'Não existem carros em stock';
export const AGE_BAND_LABELS = {
  young: '< 6 meses',
  middle: '6-12 meses',
  old: '> 12 meses',
} as const;
export const NO_FUEL_LABEL = 'Sem combustível';
export const NO_STAND_LABEL = 'Sem stand';
export const NO_BRAND_LABEL = 'Sem marca';

const fuelLabel = (key: string) => (key ? (FUEL_LABELS[key as Fuel] ?? key) : NO_FUEL_LABEL);

function rowsOf(counts: readonly AnalysisCount[], label: (key: string) => string): ChartRow[] {
  return counts.map((c) => ({ key: c.typeAnalysis, label: label(c.typeAnalysis), value: c.count }));
}

export function CarsTab({ analysis }: { analysis: Analysis }) {
  if (analysis.numberCarsStock === 0) return <ListEmpty text={CARS_EMPTY_TEXT} testId="cars-empty" />;
  const ages: ChartRow[] = [
    { key: 'young', label: AGE_BAND_LABELS.young, value: analysis.carLessSixMonths },
    { key: 'middle', label: AGE_BAND_LABELS.middle, value: analysis.carSixToTwelveMonths },
    { key: 'old', label: AGE_BAND_LABELS.old, value: analysis.carMoreTwelveMonths },
  ];
  const charts: { title: string; rows: ChartRow[]; keyHeader: string; testId: string }[] = [
    { title: 'Carros por tempo em stock', rows: ages, keyHeader: 'Tempo em stock', testId: 'chart-age' },
    {
      title: 'Carros por combustível',
      rows: rowsOf(analysis.numberCarsFuel, fuelLabel),
      keyHeader: 'Combustível',
      testId: 'chart-fuel',
    },
    {
      title: 'Carros por marca',
      rows: rowsOf(analysis.numberCarsBrand, (key) => key || NO_BRAND_LABEL),
      keyHeader: 'Marca',
      testId: 'chart-brand',
    },
    {
      title: 'Carros por stand',
      rows: rowsOf(analysis.numberCarsStand, (key) => key || NO_STAND_LABEL),
      keyHeader: 'Stand',
      testId: 'chart-stand',
    },
  ];
  return (
    <Stack gap="4" pt="4">
      {charts.map((chart) => (
        <ChartFigure key={chart.testId} kind="bar" valueHeader="Carros" {...chart} />
      ))}
    </Stack>
  );
}
