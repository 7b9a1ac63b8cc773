import { useLayoutEffect, useRef, useState } from 'react';
import { MARKETING_FIGURES } from '@capsuisse/contracts';

interface Bar {
  label: string;
  /** Thousands of CHF a year. */
  value: number;
  highlight?: boolean;
}

// Orders of magnitude of gross annual median salaries, rounded and converted to CHF (the footnote says so).
const BARS: readonly Bar[] = [
  { label: 'France', value: 35 },
  { label: 'Belgique', value: 48 },
  { label: 'Luxembourg', value: 60 },
  { label: 'Suisse\u00a0: nos placements', value: 85, highlight: true },
];

const TICKS = [0, 25, 50, 75, 100];
const MAX = 100;
/** Room right of the longest bar for its figure ('85k CHF' in bold). */
const VALUE_ROOM = 80;
const AXIS_ROOM = 28;
/** Narrower than this, the country names go above their bars instead of in a column beside them. */
export const STACKED_BELOW = 480;

export interface ChartGeometry {
  width: number;
  height: number;
  /** Where a bar of this value ends (they all start at x(0)). */
  x: (value: number) => number;
  /** Top of the bar of each row. */
  barTop: (index: number) => number;
  barHeight: number;
  /** Where a row's country name sits: right-aligned in its column, or left-aligned above its bar. */
  label: (index: number) => { x: number; y: number; anchor: 'end' | 'start' };
}

/**
 * The chart drawn at the width it is shown, one SVG unit per CSS pixel: its text keeps the size the style
 * sheet gives it (12 to 14 px) instead of shrinking with the drawing on a phone.
 */
export function chartGeometry(width: number): ChartGeometry {
  const stacked = width < STACKED_BELOW;
  const labelWidth = stacked ? 0 : Math.min(200, Math.round(width * 0.32));
  const barHeight = stacked ? 22 : 30;
  // Stacked, a row is the name (18 px), the bar and a gap; otherwise the bar and its margins.
  const row = stacked ? 18 + barHeight + 14 : 52;
  const start = stacked ? 4 : labelWidth;
  const x = (value: number) => start + ((width - start - VALUE_ROOM) * value) / MAX;
  const barTop = (index: number) => index * row + (stacked ? 18 : (row - barHeight) / 2);
  return {
    width,
    height: BARS.length * row + AXIS_ROOM,
    x,
    barTop,
    barHeight,
    label: (index) => (stacked ? { x: start, y: barTop(index) - 5, anchor: 'start' } : { x: labelWidth - 12, y: barTop(index) + barHeight / 2 + 5, anchor: 'end' }),
  };
}

/** The width the chart is shown at, followed as the window changes (640 until measured). */
function useShownWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => element.clientWidth > 0 && setWidth(Math.round(element.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The promise's salary comparison, drawn as inline SVG: the landing page carries no chart library. */
export function SalaryChart() {
  const [ref, shownWidth] = useShownWidth();
  const { width, height, x, barTop, barHeight, label } = chartGeometry(shownWidth);
  return (
    <figure className="salary-chart" data-testid="salary-chart">
      <div ref={ref}>
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="salary-chart-title salary-chart-desc">
          <title id="salary-chart-title">Salaire annuel brut médian, en milliers de CHF</title>
          <desc id="salary-chart-desc">{BARS.map((bar) => `${bar.label}\u00a0: environ ${bar.value}k CHF`).join('\u00a0; ')}</desc>
          {TICKS.map((tick) => (
            <g key={tick}>
              <line x1={x(tick)} x2={x(tick)} y1={0} y2={height - 24} className="salary-chart__grid" />
              <text x={x(tick)} y={height - 6} textAnchor={tick === 0 ? 'start' : 'middle'} className="salary-chart__tick">
                {tick}k
              </text>
            </g>
          ))}
          {BARS.map((bar, index) => {
            const y = barTop(index);
            const name = label(index);
            return (
              <g key={bar.label} data-bar={bar.label}>
                <text x={name.x} y={name.y} textAnchor={name.anchor} className="salary-chart__label">
                  {bar.label}
                </text>
                <rect x={x(0)} y={y} width={x(bar.value) - x(0)} height={barHeight} rx={6} className={bar.highlight ? 'salary-chart__bar salary-chart__bar--ours' : 'salary-chart__bar'} />
                <text x={x(bar.value) + 8} y={y + barHeight / 2 + 5} className="salary-chart__value">
                  {bar.highlight ? MARKETING_FIGURES.medianSalary : `≈ ${bar.value}k CHF`}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="landing__muted">
        Ordres de grandeur indicatifs&nbsp;: salaires annuels bruts médians, arrondis et convertis en CHF&nbsp;; pour la Suisse, le salaire médian des
        personnes que nous avons placées. Le coût de la vie en Suisse est lui aussi plus élevé.
      </figcaption>
    </figure>
  );
}
