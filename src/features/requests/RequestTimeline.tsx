import { Trans, useLingui } from '@lingui/react/macro';
import { halalasToRiyals } from '../../../machines/domain/halalas.ts';
import type { RequestStep } from '../../../machines/projections/request-timeline.ts';
import { formatAppointmentDay, formatBusinessMoment } from '../../app/business-dates.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { stepNames } from './timeline-words.ts';
import * as styles from './request-page.css.ts';

/** Every step of the request, oldest first, each with its moment in Riyadh time (and the visit's window, the expected arrival). */
export function RequestTimeline({ steps }: { steps: RequestStep[] }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="request-timeline-title">
      <h2 id="request-timeline-title" className={styles.sectionTitle}>
        <Trans>Status timeline</Trans>
      </h2>
      <ol className={styles.timeline} data-testid="request-timeline">
        {steps.map((step) => (
          <li key={`${step.kind}-${step.at}`} className={styles.step} data-testid="timeline-step" data-step={step.kind}>
            <span className={styles.stepName}>
              {i18n._(stepNames[step.kind])}
              {step.priceHalalas !== undefined && step.priceHalalas > 0 ? (
                <>
                  {' · '}
                  <RiyalAmount value={halalasToRiyals(step.priceHalalas)} />
                </>
              ) : null}
              {step.window ? (
                <>
                  {' · '}
                  {formatAppointmentDay(step.window.date, i18n.locale)}{' '}
                  <span dir="ltr">
                    {step.window.from}–{step.window.to}
                  </span>
                </>
              ) : null}
              {step.expectedAt ? (
                <>
                  {' · '}
                  <Trans>
                    expected at <span dir="ltr">{step.expectedAt}</span>
                  </Trans>
                </>
              ) : null}
            </span>
            <time className={styles.stepTime} dateTime={step.at}>
              {formatBusinessMoment(step.at, i18n.locale)}
            </time>
            {step.pending ? (
              <span className={styles.stepTime}>
                <Trans>Waiting to be sent</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
