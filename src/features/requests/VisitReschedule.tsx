import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ArrivalWindow } from '../../../machines/domain/arrival-window.ts';
import { mayReschedule } from '../../../machines/request-status.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { formatVisitDay } from '../../app/business-dates.ts';
import { useNow } from '../../app/clock.ts';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import { showToast } from '../../app/toaster.ts';
import { loadFreeWindows, moveVisit, type FreeWindows } from '../../app/visit-moves.ts';
import { Button } from '../../ui/Button.tsx';
import { moveRefusalText } from './move-refusal-words.ts';
import * as styles from './visit-reschedule.css.ts';

const windowText = (window: ArrivalWindow) => `${window.from}-${window.to}`;
const sameWindow = (a: ArrivalWindow | null, b: ArrivalWindow) => a !== null && a.date === b.date && a.from === b.from;

// "Change time": while the visit may still move (docs/decisions.md 27), the customer picks a
// day and one of the windows the server says their technician is free in, then confirms it.
export function VisitReschedule({ row }: { row: CustomerRequestRow }) {
  const { i18n } = useLingui();
  const { toaster } = useAppServices();
  const now = new Date(useNow(60_000)).toISOString();
  const [open, setOpen] = useState(false);
  const [offered, setOffered] = useState<FreeWindows | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ArrivalWindow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (row.waiting || !mayReschedule(row.snapshot, now)) return null;

  const look = async (fromDay: string | null) => {
    setBusy(true);
    const answer = await loadFreeWindows(row.requestId, fromDay);
    setBusy(false);
    if ('refused' in answer) return setRefusal(answer.refused);
    setRefusal(null);
    setOffered(answer.ok);
    setDay(answer.ok.days.find((each) => each.windows.length > 0)?.date ?? null);
    setChosen(null);
  };
  const close = () => {
    setOpen(false);
    setOffered(null);
    setChosen(null);
    setRefusal(null);
  };
  const lookAgain = async () => {
    const answer = await loadFreeWindows(row.requestId, offered?.days[0]?.date ?? null);
    if ('ok' in answer) {
      setOffered(answer.ok);
      setChosen(null);
    }
  };
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    const answer = await moveVisit(row.requestId, chosen);
    setBusy(false);
    if ('refused' in answer) {
      setRefusal(answer.refused);
      // Taken meanwhile: what is free now.
      if (answer.refused === 'technicianFree') void lookAgain();
      return;
    }
    close();
    showToast(toaster, { content: { title: msg`Visit moved` } });
  };

  if (!open) {
    return (
      <div className={styles.choices}>
        <Button
          tone="secondary"
          onClick={() => {
            setOpen(true);
            void look(null);
          }}
        >
          <Trans>Change time</Trans>
        </Button>
      </div>
    );
  }
  const windows = offered?.days.find((each) => each.date === day)?.windows ?? [];
  const daysId = `move-days-${row.requestId}`;
  const windowsId = `move-windows-${row.requestId}`;
  return (
    <div className={styles.chooser} data-testid="visit-reschedule">
      {offered ? (
        <>
          <div role="group" aria-labelledby={daysId}>
            <p id={daysId} className={styles.legend}>
              <Trans>Choose a day</Trans>
            </p>
            <ul className={styles.choices}>
              {offered.days.map((each) => (
                <li key={each.date}>
                  <Button
                    tone={each.date === day ? 'primary' : 'secondary'}
                    aria-pressed={each.date === day}
                    data-day={each.date}
                    disabled={each.windows.length === 0}
                    onClick={() => {
                      setDay(each.date);
                      setChosen(null);
                    }}
                  >
                    {formatVisitDay(each.date, i18n.locale)}
                  </Button>
                </li>
              ))}
              {offered.next ? (
                <li>
                  <Button tone="ghost" disabled={busy} onClick={() => void look(offered.next)}>
                    <Trans>Later days</Trans>
                  </Button>
                </li>
              ) : null}
            </ul>
          </div>
          <div role="group" aria-labelledby={windowsId}>
            <p id={windowsId} className={styles.legend}>
              <Trans>Choose a new time</Trans>
            </p>
            {windows.length === 0 ? (
              <p>
                <Trans>No free time on this day.</Trans>
              </p>
            ) : (
              <ul className={styles.choices}>
                {windows.map((window) => (
                  <li key={window.from}>
                    <Button
                      tone={sameWindow(chosen, window) ? 'primary' : 'secondary'}
                      aria-pressed={sameWindow(chosen, window)}
                      onClick={() => setChosen(window)}
                    >
                      <span dir="ltr">{windowText(window)}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ) : busy ? (
        <p>
          <Trans>Looking for free times…</Trans>
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {i18n._(moveRefusalText(refusal))}
        </p>
      ) : null}
      <div className={styles.choices}>
        <Button disabled={busy || chosen === null} onClick={() => void confirm()}>
          <Trans>Confirm new time</Trans>
        </Button>
        <Button tone="ghost" onClick={close}>
          <Trans>Keep the current time</Trans>
        </Button>
      </div>
    </div>
  );
}
