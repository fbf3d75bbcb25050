import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { ChartSpec } from './chart-options.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { UPlotChart } from './UPlotChart.tsx';
import * as styles from './analytics.css.ts';

export interface FiguresTable {
  /** The first column names each row (a day, a service). */
  headers: readonly ReactNode[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/** One chart: its title and legend in the page's language, the canvas, and its numbers as a table. */
export function ChartFigure({ title, spec, table }: { title: ReactNode; spec: ChartSpec; table: FiguresTable }) {
  const titleId = useId();
  return (
    <figure className={styles.chartCard} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.chartTitle}>
        {title}
      </h3>
      {spec.series.length > 1 ? (
        <ul className={styles.legend}>
          {spec.series.map((series) => (
            <li key={series.label}>
              <span className={styles.swatch} style={{ backgroundColor: series.color }} aria-hidden="true" />
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
      <UPlotChart spec={spec} labelledBy={titleId} />
      <details className={styles.figures}>
        <summary className={styles.summary}>
          <Trans>Show the figures</Trans>
        </summary>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{title}</caption>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(({ key, cells: [name, ...values] }) => (
              <tr key={key}>
                <th scope="row">{name}</th>
                {values.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
