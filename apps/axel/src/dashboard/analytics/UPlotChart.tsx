import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ResolvedTheme, useThemeMode } from '@capsuisse/web-ui';

export interface ChartColors {
  text: string;
  grid: string;
}

const COLORS: Record<ResolvedTheme, ChartColors> = {
  dark: { text: 'rgba(255, 255, 255, 0.85)', grid: 'rgba(255, 255, 255, 0.15)' },
  light: { text: 'rgba(0, 0, 0, 0.85)', grid: 'rgba(0, 0, 0, 0.1)' },
};

const HEIGHT = 280;
const MIN_WIDTH = 320;

/**
 * One uPlot chart sized to its container and redrawn when the theme or data change. The canvas says
 * nothing to a screen reader: `label` (the figures in words) is its text alternative.
 */
export function UPlotChart({ options, data, label, testId }: { options: (colors: ChartColors) => Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData; label: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { resolved } = useThemeMode();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, MIN_WIDTH);
    const chart = new uPlot({ ...options(COLORS[resolved]), width: width(), height: HEIGHT }, data, element);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [options, data, resolved]);

  return <div ref={ref} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', minHeight: HEIGHT }} />;
}
