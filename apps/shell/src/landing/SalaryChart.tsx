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
  { label: 'Suisse : nos placements', value: 85, highlight: true },
];

const WIDTH = 640;
const LABEL_WIDTH = 200;
const ROW = 52;
const BAR_HEIGHT = 30;
const MAX = 100;
const HEIGHT = BARS.length * ROW + 28;
const x = (value: number) => LABEL_WIDTH + ((WIDTH - LABEL_WIDTH - 70) * value) / MAX;

/** The promise's salary comparison, drawn as inline SVG: the landing page carries no chart library. */
export function SalaryChart() {
  return (
    <figure className="salary-chart" data-testid="salary-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="salary-chart-title salary-chart-desc">
        <title id="salary-chart-title">Salaire annuel brut médian, en milliers de CHF</title>
        <desc id="salary-chart-desc">{BARS.map((bar) => `${bar.label} : environ ${bar.value}k CHF`).join(' ; ')}</desc>
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={0} y2={HEIGHT - 24} className="salary-chart__grid" />
            <text x={x(tick)} y={HEIGHT - 6} textAnchor="middle" className="salary-chart__tick">
              {tick}k
            </text>
          </g>
        ))}
        {BARS.map((bar, index) => {
          const y = index * ROW + (ROW - BAR_HEIGHT) / 2;
          return (
            <g key={bar.label} data-bar={bar.label}>
              <text x={LABEL_WIDTH - 12} y={y + BAR_HEIGHT / 2 + 5} textAnchor="end" className="salary-chart__label">
                {bar.label}
              </text>
              <rect x={x(0)} y={y} width={x(bar.value) - x(0)} height={BAR_HEIGHT} rx={6} className={bar.highlight ? 'salary-chart__bar salary-chart__bar--ours' : 'salary-chart__bar'} />
              <text x={x(bar.value) + 8} y={y + BAR_HEIGHT / 2 + 5} className="salary-chart__value">
                {bar.highlight ? MARKETING_FIGURES.medianSalary : `≈ ${bar.value}k CHF`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="landing__muted">
        Ordres de grandeur indicatifs : salaires annuels bruts médians, arrondis et convertis en CHF ; pour la Suisse, le salaire médian des
        personnes que nous avons placées. Le coût de la vie en Suisse est lui aussi plus élevé.
      </figcaption>
    </figure>
  );
}
