import { useEffect, useMemo, useRef } from 'react';
import { theme } from '@capsuisse/web-ui';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartColors {
  text: string;
  grid: string;
}

const HEIGHT = 280;
// Below this the axes crowd out the plot; a 320 px phone still leaves its card about 250 px.
const MIN_WIDTH = 240;

/**
 * One uPlot chart sized to its container and redrawn when the theme or data change. The colours come from
 * antd's tokens: the shell's ConfigProvider (antd is shared) carries the theme into the remote. The canvas
 * says nothing to a screen reader: `label` (the figures in words) is its text alternative.
 */
export function UPlotChart({ options, data, label, testId }: { options: (colors: ChartColors) => Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData; label: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const colors = useMemo<ChartColors>(() => ({ text: token.colorText, grid: token.colorSplit }), [token.colorText, token.colorSplit]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, MIN_WIDTH);
    const chart = new uPlot({ ...options(colors), width: width(), height: HEIGHT }, data, element);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [options, data, colors]);

  return <div ref={ref} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', minHeight: HEIGHT }} />;
}
