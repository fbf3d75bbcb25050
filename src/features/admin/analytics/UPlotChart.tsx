import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartData, chartHeight, chartOptions, type ChartSpec } from './chart-options.ts';
import * as styles from './analytics.css.ts';

const narrowest = 240;

/** A uPlot chart as wide as its container, redrawn when the container resizes; its name is the title it points at. */
export function UPlotChart({ spec, labelledBy }: { spec: ChartSpec; labelledBy: string }) {
  const box = useRef<HTMLDivElement>(null);
  const options = useMemo(() => chartOptions(spec, uPlot.paths.bars), [spec]);
  const data = useMemo(() => chartData(spec), [spec]);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const height = chartHeight(spec);
    const width = () => Math.max(narrowest, Math.floor(target.clientWidth));
    const chart = new uPlot({ ...options, width: width(), height }, data, target);
    const resized = new ResizeObserver(() => {
      if (width() !== chart.width) chart.setSize({ width: width(), height });
    });
    resized.observe(target);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [spec, options, data]);
  // Time and categories run left to right in both languages, as the figures table reads.
  return <div ref={box} role="img" aria-labelledby={labelledBy} dir="ltr" className={styles.chart} />;
}
