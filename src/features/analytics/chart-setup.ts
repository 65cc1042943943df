/**
 * Chart.js, registered once with only the pieces these charts draw (bar and
 * line charts on a category and a linear axis, with tooltips and the fill under a line), so the bundler
 * leaves the rest of the library out. Only the analytics route imports this.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  // The line chart fills under its line (chart-canvas.tsx `fill`); without it Chart.js warns.
  Filler,
);

/** The app's red (Chakra red.600), for bars and lines. */
export const CHART_COLOUR = '#dc2626';
/** Its translucent tint, under the line and on hover. */
export const CHART_TINT = 'rgba(220, 38, 38, 0.15)';
