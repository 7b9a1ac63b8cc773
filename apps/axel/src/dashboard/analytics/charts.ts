import uPlot from 'uplot';
import type { ChartColors } from './UPlotChart';

type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/** The x axis: what a category is called in the legend, its short labels, its full label by index. */
export interface Category {
  name: string;
  labels: string[];
  legendLabel: (i: number) => string;
}

export interface ChartSeries {
  label: string;
  color: string;
}

// Readable on the dark and the light background alike.
export const PALETTE = { blue: '#4c8bf5', orange: '#f5a623', green: '#2bb673', purple: '#a066d3', red: '#e63946' } as const;

/** uPlot's data: the x values (category indices), then one list per series. */
export const aligned = (x: number[], ...ys: number[][]): uPlot.AlignedData => [x, ...ys];

const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/**
 * Categories (weeks, coaches) on a numeric x axis at 0..n-1, labelled by `labels`; counts on the y axis
 * from 0, whole numbers only. At most about 13 x labels are written.
 */
function categoryOptions(colors: ChartColors, x: Category, series: uPlot.Series[]): ChartOptions {
  const { labels, legendLabel } = x;
  const every = Math.ceil(labels.length / 13);
  const axis = { stroke: colors.text, ticks: { stroke: colors.grid }, grid: { stroke: colors.grid } };
  return {
    scales: {
      x: { time: false, range: () => [-0.5, labels.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] },
    },
    axes: [
      { ...axis, grid: { show: false }, splits: () => labels.map((_, i) => i).filter((i) => i % every === 0), values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
      { ...axis, incrs: COUNT_STEPS, values: (_u, splits) => splits.map((v) => String(v)) },
    ],
    series: [{ label: x.name, value: (_u, i) => (i == null ? '' : legendLabel(i)) }, ...series],
    cursor: { drag: { x: false, y: false } },
  };
}

/** One line with points per series. */
export function lineChart(x: Category, series: ChartSeries[]) {
  return (colors: ChartColors): ChartOptions =>
    categoryOptions(
      colors,
      x,
      series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: true, size: 6, fill: s.color } })),
    );
}

/** Two series as side-by-side bars: the first left of each category, the second right. */
export function pairedBarChart(x: Category, [left, right]: [ChartSeries, ChartSeries]) {
  const bars = (s: ChartSeries, align: -1 | 1): uPlot.Series => ({
    label: s.label,
    stroke: s.color,
    fill: s.color,
    width: 1,
    points: { show: false },
    paths: uPlot.paths.bars?.({ size: [0.4, 48], align }),
  });
  return (colors: ChartColors): ChartOptions => categoryOptions(colors, x, [bars(left, -1), bars(right, 1)]);
}
