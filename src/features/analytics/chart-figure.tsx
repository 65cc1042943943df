/**
 * One chart of the analytics screen: a heading, the canvas (role img, named
 * by the title) and beside it (below it on a phone) a table of the same
 * numbers, so the figures are readable without the picture — by a screen
 * reader, or where no canvas draws (then the table stands alone: Chart.js
 * would hold a chart without a context and fail on its first update).
 */
import { Box, Grid, Heading, Table } from '@chakra-ui/react';
import type { ChartData, ChartOptions } from 'chart.js';
import { useId, useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { CHART_COLOUR, CHART_TINT } from './chart-setup';

export interface ChartRow {
  /** Stable key of the row (a fuel code, a date, '' for none). */
  key: string;
  label: string;
  value: number;
}

export interface ChartFigureProps {
  title: string;
  kind: 'bar' | 'line';
  rows: readonly ChartRow[];
  /** Headers of the table's two columns: what a row is, and what is counted. */
  keyHeader: string;
  valueHeader: string;
  testId: string;
}

/** Pixels per bar of a horizontal bar chart, and the least height of any chart. */
const BAR_ROW_PX = 32;
const MIN_CHART_PX = 180;
const LINE_CHART_PX = 280;
/** The table scrolls past this height (a year of days). */
const TABLE_MAX_PX = 320;

const integerTicks = { precision: 0 };

let drawable: boolean | null = null;

/** Whether this browser gives a 2D canvas context (jsdom and some locked-down browsers do not); asked once. */
function canvasDraws(): boolean {
  if (drawable === null) {
    try {
      drawable = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      drawable = false;
    }
  }
  return drawable;
}

export function ChartFigure({ title, kind, rows, keyHeader, valueHeader, testId }: ChartFigureProps) {
  const headingId = useId();
  const horizontal = kind === 'bar';
  const data = useMemo<ChartData<'bar' | 'line'>>(
    () => ({
      labels: rows.map((r) => r.label),
      datasets: [
        {
          label: valueHeader,
          data: rows.map((r) => r.value),
          backgroundColor: kind === 'bar' ? CHART_COLOUR : CHART_TINT,
          borderColor: CHART_COLOUR,
          fill: kind === 'line',
          // Straight segments: a curve would dip below the counts between two points.
          tension: 0,
        },
      ],
    }),
    [rows, kind, valueHeader],
  );
  const options = useMemo<ChartOptions<'bar' | 'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'pt-PT',
      // Long brand and stand names read best on horizontal bars, on a phone too.
      indexAxis: horizontal ? 'y' : 'x',
      plugins: { legend: { display: false } },
      scales: horizontal
        ? { x: { beginAtZero: true, ticks: integerTicks } }
        : { y: { beginAtZero: true, ticks: integerTicks } },
    }),
    [horizontal],
  );
  const draws = canvasDraws();
  const height = horizontal ? Math.max(MIN_CHART_PX, rows.length * BAR_ROW_PX + 40) : LINE_CHART_PX;

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid={testId}
    >
      <Heading as="h2" size="md" id={headingId} mb="3">
        {title}
      </Heading>
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: draws ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)',
        }}
        gap="4"
      >
        {draws ? (
          // Chart.js sizes the canvas to this box (responsive, no fixed aspect ratio).
          <Box position="relative" h={`${height}px`} minW="0">
            <Chart type={kind} data={data} options={options} aria-label={title} />
          </Box>
        ) : null}
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH={`${TABLE_MAX_PX}px`}>
          <Table.Root size="sm" stickyHeader aria-label={title} data-testid={`${testId}-table`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{keyHeader}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{valueHeader}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.key} data-key={r.key}>
                  <Table.Cell>{r.label}</Table.Cell>
                  <Table.Cell textAlign="end">{r.value}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Grid>
    </Box>
  );
}
