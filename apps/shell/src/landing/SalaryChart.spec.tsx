import { render } from '@testing-library/react';
import { chartGeometry, SalaryChart, STACKED_BELOW } from './SalaryChart';

// The chart is drawn one SVG unit per CSS pixel: its 12–14 px text stays that size on a phone.
it.each([262, 320, STACKED_BELOW - 1, STACKED_BELOW, 712])('fits every bar, name and figure in %i px', (width) => {
  const chart = chartGeometry(width);
  expect(chart.width).toBe(width);
  for (const index of [0, 1, 2, 3]) {
    const name = chart.label(index);
    expect(name.x).toBeGreaterThanOrEqual(0);
    expect(name.y).toBeGreaterThan(0);
    expect(chart.barTop(index) + chart.barHeight).toBeLessThan(chart.height - 24);
  }
  expect(chart.x(0)).toBeGreaterThanOrEqual(0);
  // The longest bar leaves room for its bold figure ('85k CHF', about 60 px at 14 px).
  expect(width - chart.x(85)).toBeGreaterThanOrEqual(70);
});

it('puts the names above the bars on a phone, in a column beside them on a wider screen', () => {
  expect(chartGeometry(300).label(0).anchor).toBe('start');
  expect(chartGeometry(300).label(0).y).toBeLessThan(chartGeometry(300).barTop(0));
  expect(chartGeometry(640).label(0).anchor).toBe('end');
  expect(chartGeometry(640).label(0).x).toBeLessThan(chartGeometry(640).x(0));
});

it('draws at 640 px until it is measured (jsdom lays nothing out)', () => {
  const { container } = render(<SalaryChart />);
  expect(container.querySelector('svg')?.getAttribute('viewBox')).toMatch(/^0 0 640 /);
  expect(container.querySelectorAll('svg rect')).toHaveLength(4);
});
