import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { serviceIds } from '../../../../machines/domain/constants.ts';
import type { DayRange } from '../../../../machines/projections/analytics-range.ts';
import { reviewFigures, type StarsFigure } from '../../../../machines/projections/reviews.ts';
import { formatBusinessDate } from '../../../app/business-dates.ts';
import { useLogSelector } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { serviceNames } from '../../services/service-names.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { chartColors } from './chart-options.ts';
import * as styles from './analytics.css.ts';

const averageWord = msg`Average stars`;
const count = new Intl.NumberFormat('en-u-nu-latn');
const stars = new Intl.NumberFormat('en-u-nu-latn', { maximumFractionDigits: 2 });
const averageText = (average: number | null): ReactNode => (average === null ? '–' : <span dir="ltr">{stars.format(average)}</span>);
const axisDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

/** Reviews of the range: their average and count, the average's trend, per technician and per service. */
export function ReviewsSection({ log, range }: { log: EventLog | null; range: DayRange }) {
  const { i18n } = useLingui();
  const { from, to } = range;
  const select = useMemo(() => (source: EventLog) => reviewFigures(source.streams(), { from, to }), [from, to]);
  const figures = useLogSelector(log, select, null);
  if (!figures) return null;
  const language = i18n.locale === 'ar' ? 'ar' : 'en';
  const row = (key: string, name: ReactNode, figure: StarsFigure) => (
    <tr key={key}>
      <th scope="row">{name}</th>
      <td>{count.format(figure.count)}</td>
      <td>{averageText(figure.average)}</td>
    </tr>
  );
  const headers = (first: ReactNode) => (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">
          <Trans>Reviews</Trans>
        </th>
        <th scope="col">{i18n._(averageWord)}</th>
      </tr>
    </thead>
  );

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h3 id="reviews-title" className={styles.sectionTitle}>
        <Trans>Reviews</Trans>
      </h3>
      <dl className={styles.bigNumbers}>
        <div className={styles.bigNumber} data-testid="review-average">
          <dt>{i18n._(averageWord)}</dt>
          <dd>{averageText(figures.average)}</dd>
          <dd className={styles.bigNumberNote}>
            {figures.count === 0 ? (
              <Trans>No visit was reviewed in these days.</Trans>
            ) : (
              <Trans>
                Reviews: <span dir="ltr">{count.format(figures.count)}</span>
              </Trans>
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.charts}>
        <ChartFigure
          title={<Trans>Average stars so far, per day</Trans>}
          spec={{
            kind: 'line',
            labels: figures.days.map(axisDay),
            series: [{ label: i18n._(averageWord), color: chartColors.accent, values: figures.averageSoFarPerDay }],
          }}
          table={{
            headers: [<Trans>Day</Trans>, i18n._(averageWord)],
            rows: figures.days.map((day, index) => ({
              key: day,
              cells: [formatBusinessDate(day, i18n.locale, 'medium'), averageText(figures.averageSoFarPerDay[index]!)],
            })),
          }}
        />
      </div>
      <table className={styles.table} data-testid="reviews-per-technician">
        <caption>
          <Trans>Reviews per technician</Trans>
        </caption>
        {headers(<Trans>Technician</Trans>)}
        <tbody>
          {figures.perTechnician.length === 0 ? (
            <tr>
              <td colSpan={3}>
                <Trans>No technician was reviewed in these days.</Trans>
              </td>
            </tr>
          ) : (
            figures.perTechnician.map((technician) => row(technician.technicianId, technician.name[language], technician))
          )}
        </tbody>
      </table>
      <table className={styles.table} data-testid="reviews-per-service">
        <caption>
          <Trans>Reviews per service</Trans>
        </caption>
        {headers(<Trans>Service</Trans>)}
        <tbody>{serviceIds.map((service) => row(service, i18n._(serviceNames[service]), figures.perService[service]))}</tbody>
      </table>
    </section>
  );
}
