/**
 * One chart of the analytics screen: a heading, the canvas (role img, named
 * by the title) and beside it (below it on a phone) a table of the same
 * numbers, so the figures are readable without the picture — by a screen
 * reader, or where no canvas draws (then the table stands alone: Chart.js
 * would hold a chart without a context and fail on its first update).
 */
import { Box, Center, Grid, Heading, Spinner, Table } from '@chakra-ui/react';
import { Suspense, useId } from 'react';
import { lazyRetrying } from '../../ui/lazy-retrying';

// Chart.js is not needed for the screen's first paint (the tables carry the same numbers): the
// canvases load after it, a spinner in their place meanwhile.
const ChartCanvas = lazyRetrying(() => import('./chart-canvas'));

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
            <Suspense
              fallback={
                <Center h="full">
                  <Spinner role="status" aria-label="A carregar" />
                </Center>
              }
            >
              <ChartCanvas title={title} kind={kind} rows={rows} valueHeader={valueHeader} />
            </Suspense>
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
