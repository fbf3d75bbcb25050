import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SessionUser } from '../../../machines/domain/auth-sessions.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { showToast } from '../../app/toaster.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { pushPlace, selectPushEndpoints, turnPushOff, turnPushOn, type PushPlace } from '../../app/web-push.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { pushNotChanged, pushRefusal, pushTurnedOff, pushTurnedOn } from './push-messages.ts';
import * as styles from './settings.css.ts';

const noEndpoints: string[] = [];

// "Push notifications" on this browser: shown only where the browser can take them (web-push.ts);
// on when this browser's subscription is one the account has recorded. A refusal by the browser
// is said under the switch, where it stays until the next try (the toast announces it).
export function PushSwitch({ user, log }: { user: SessionUser; log: EventLog }) {
  const { i18n } = useLingui();
  const { toaster } = useAppServices();
  const recorded = useLogSelector(log, selectPushEndpoints, noEndpoints);
  const [place, setPlace] = useState<PushPlace>({ kind: 'hidden' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void pushPlace().then((found) => current && setPlace(found));
    return () => {
      current = false;
    };
  }, []);

  if (place.kind === 'hidden') return null;
  const on = place.endpoint !== null && recorded.includes(place.endpoint);

  const turn = async (wanted: boolean) => {
    setBusy(true);
    const outcome = wanted
      ? await turnPushOn().then((turned) => (turned.turned ? { accepted: true as const } : { accepted: false as const, reason: turned.reason }))
      : await turnPushOff(log, user.id, place.endpoint!);
    setPlace(await pushPlace());
    setBusy(false);
    setRefusal(outcome.accepted ? null : outcome.reason);
    showToast(
      toaster,
      outcome.accepted
        ? { content: { title: wanted ? pushTurnedOn : pushTurnedOff } }
        : { destructive: true, content: { title: pushNotChanged, description: pushRefusal(outcome.reason) } },
    );
  };

  return (
    <div className={styles.switchRow}>
      <label className={styles.switchLabel}>
        <input type="checkbox" role="switch" className={styles.switchInput} checked={on} disabled={busy} onChange={(event) => void turn(event.target.checked)} />
        <Trans>Push notifications on this browser</Trans>
      </label>
      {refusal ? (
        <p className={styles.hint}>{i18n._(pushRefusal(refusal))}</p>
      ) : null}
    </div>
  );
}
