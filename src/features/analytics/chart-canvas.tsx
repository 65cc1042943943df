/** The canvas of one analytics chart (Chart.js; loaded after the screen's first paint: chart-figure.tsx). */
import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { ChartFigureProps } from './chart-figure';
import { CHART_COLOUR, CHART_TINT } from './chart-setup';

const integerTicks = { precision: 0 };

export default function ChartCanvas({
  title,
  kind,
  rows,
  valueHeader,
}: Pick<ChartFigureProps, 'title' | 'kind' | 'rows' | 'valueHeader'>) {
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
  return <Chart type={kind} data={data} options={options} aria-label={title} />;
}
