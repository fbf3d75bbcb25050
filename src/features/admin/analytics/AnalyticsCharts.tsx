import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { serviceIds } from '../../../../machines/domain/constants.ts';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import type { Analytics } from '../../../../machines/projections/analytics.ts';
import { formatBusinessDate } from '../../../app/business-dates.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { serviceNames } from '../../services/service-names.ts';
import { ChartFigure, type FiguresTable } from './ChartFigure.tsx';
import { chartColors, type ChartSpec } from './chart-options.ts';
import * as styles from './analytics.css.ts';

const words = {
  requests: msg`Requests`,
  fromRequests: msg`Paid requests`,
  fromSubscriptions: msg`Subscriptions`,
  activePlans: msg`Active plans`,
};

/** A day on the charts' axis: day/month in Latin digits, the same in both languages. */
const axisDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
const count = new Intl.NumberFormat('en-u-nu-latn');

/** The four charts of the range: requests per day and per service, revenue per day, active plans per day. */
export function AnalyticsCharts({ figures }: { figures: Analytics }) {
  const { i18n } = useLingui();
  const specs = useMemo(() => chartSpecs(figures, (word) => i18n._(word)), [figures, i18n]);
  const dayName = (day: string) => formatBusinessDate(day, i18n.locale, 'medium');
  const perDay = (columns: readonly (readonly number[])[], show: (value: number) => ReactNode = count.format): FiguresTable['rows'] =>
    figures.days.map((day, index) => ({ key: day, cells: [dayName(day), ...columns.map((values) => show(values[index]!))] }));
  const riyals = (halalas: number) => <RiyalAmount value={halalasToRiyals(halalas)} />;

  return (
    <div className={styles.charts}>
      <ChartFigure
        title={<Trans>Requests per day</Trans>}
        spec={specs.requestsPerDay}
        table={{ headers: [<Trans>Day</Trans>, <Trans>Requests</Trans>], rows: perDay([figures.requestsPerDay]) }}
      />
      <ChartFigure
        title={<Trans>Requests per service</Trans>}
        spec={specs.requestsPerService}
        table={{
          headers: [<Trans>Service</Trans>, <Trans>Requests</Trans>],
          rows: serviceIds.map((service) => ({
            key: service,
            cells: [i18n._(serviceNames[service]), count.format(figures.requestsPerService[service])],
          })),
        }}
      />
      <ChartFigure
        title={<Trans>Revenue per day (SAR)</Trans>}
        spec={specs.revenuePerDay}
        table={{
          headers: [<Trans>Day</Trans>, i18n._(words.fromRequests), i18n._(words.fromSubscriptions)],
          rows: perDay([figures.requestRevenuePerDay, figures.subscriptionRevenuePerDay], riyals),
        }}
      />
      <ChartFigure
        title={<Trans>Active plans per day</Trans>}
        spec={specs.activePlansPerDay}
        table={{ headers: [<Trans>Day</Trans>, i18n._(words.activePlans)], rows: perDay([figures.activePlansPerDay]) }}
      />
    </div>
  );
}

function chartSpecs(figures: Analytics, say: (word: MessageDescriptor) => string) {
  const days = figures.days.map(axisDay);
  const spec = (kind: ChartSpec['kind'], series: ChartSpec['series']): ChartSpec => ({ kind, labels: days, series });
  return {
    requestsPerDay: spec('bars', [{ label: say(words.requests), color: chartColors.brand, values: figures.requestsPerDay }]),
    requestsPerService: {
      kind: 'bars',
      labels: serviceIds.map((service) => say(serviceNames[service])),
      series: [{ label: say(words.requests), color: chartColors.brand, values: serviceIds.map((service) => figures.requestsPerService[service]) }],
      slantedLabels: true,
    } satisfies ChartSpec,
    revenuePerDay: spec('line', [
      { label: say(words.fromRequests), color: chartColors.brand, values: figures.requestRevenuePerDay.map(halalasToRiyals) },
      { label: say(words.fromSubscriptions), color: chartColors.accent, values: figures.subscriptionRevenuePerDay.map(halalasToRiyals) },
    ]),
    activePlansPerDay: spec('line', [{ label: say(words.activePlans), color: chartColors.focus, values: figures.activePlansPerDay }]),
  };
}
