// How the analytics charts are drawn with uPlot: a line or bars over labelled points (days or
// services), one colour per series. Titles and legends are HTML around the canvas; the canvas
// only draws the axes' values, numbers in Latin digits (docs/decisions.md 24).
import type uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  /** A colour of the theme (the canvas cannot read CSS variables). */
  color: string;
  /** A null leaves a gap: a day with nothing to show yet. */
  values: readonly (number | null)[];
}

export interface ChartSpec {
  kind: 'line' | 'bars';
  /** One label per point along the bottom axis. Bars are drawn for one series only. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Long labels (service names) are drawn slanted so 8 of them fit on a phone. */
  slantedLabels?: boolean;
}

export const chartColors = { brand: '#0f5f5c', accent: '#b7791f', focus: '#1d6fd6' } as const;

const textColor = '#4c5a55';
const gridColor = '#e9ece8';
const font = "12px 'Cairo Variable', system-ui, sans-serif";
const counts = new Intl.NumberFormat('en-u-nu-latn', { maximumFractionDigits: 2 });

export const chartHeight = (spec: ChartSpec): number => (spec.slantedLabels ? 300 : 220);

export function chartData(spec: ChartSpec): uPlot.AlignedData {
  return [spec.labels.map((_, index) => index), ...spec.series.map((series) => [...series.values])];
}

export function chartOptions(spec: ChartSpec, bars: uPlot.Series.PathBuilderFactories['bars']): Omit<uPlot.Options, 'width' | 'height'> {
  const labelAt = (value: number) => (Number.isInteger(value) ? (spec.labels[value] ?? '') : '');
  return {
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // Points at 0, 1, 2…, with half a step of room at both ends so no bar is cut in half.
      x: { time: false, range: (_chart, min, max) => [(min ?? 0) - 0.5, (max ?? 0) + 0.5] },
      y: { range: (_chart, _min, max) => [0, niceMax(max)] },
    },
    axes: [
      {
        font,
        stroke: textColor,
        grid: { show: false },
        ticks: { stroke: gridColor },
        incrs: [1, 2, 3, 7, 14, 28, 56, 91, 182, 364],
        values: (_chart, splits) => splits.map(labelAt),
        // Slanted down to the left, each label ending at its bar.
        ...(spec.slantedLabels ? { rotate: 45, size: 110, space: 20 } : { space: 48 }),
      },
      {
        font,
        stroke: textColor,
        grid: { stroke: gridColor },
        ticks: { stroke: gridColor },
        // Whole numbers only: requests and plans are counted, riyals rounded.
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000],
        values: (_chart, splits) => splits.map((value) => counts.format(value)),
        size: 56,
      },
    ],
    series: [
      {},
      ...spec.series.map((series): uPlot.Series => ({
        label: series.label,
        stroke: series.color,
        ...(spec.kind === 'bars'
          ? { width: 0, fill: `${series.color}cc`, paths: bars?.({ size: [0.7, 48] }), points: { show: false } }
          : { width: 2, points: { show: spec.labels.length <= 31, size: 5, fill: series.color } }),
      })),
    ],
  };
}

/** A top for the value axis: room above the highest value, 4 at least for an empty chart. */
const niceMax = (max: number | null) => Math.max(4, Math.ceil((max ?? 0) * 1.1));
