import { Plural, Trans } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { lookup, type LookupHit } from '../../../../machines/projections/lookup.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useNow } from '../../../app/clock.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { LookupForm } from './LookupForm.tsx';
import { RequestHitCard } from './RequestHitCard.tsx';
import { UserHitCard } from './UserHitCard.tsx';
import * as styles from './lookup.css.ts';

// The Lookup tab (loaded lazily): one box for a user id, email, mobile, order number or
// request number; everything the admin's log holds for it with its whole history, live. The
// query lives in the URL (`?tab=lookup&q=`), so reload and back keep it.
export function LookupTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const { q = '' } = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  const now = useNow(60_000);
  const select = useMemo(() => (from: EventLog) => found(q, from, new Date(now).toISOString()), [q, now]);
  const hits = useLogSelector(log, select, null);
  const lookUp = (query: string) => void navigate({ search: query ? { tab: 'lookup', q: query } : { tab: 'lookup' } });

  return (
    <div className={styles.tab}>
      <h2 className={visuallyHidden}>
        <Trans>Lookup</Trans>
      </h2>
      <LookupForm key={q} query={q} onLookUp={lookUp} />
      {!q ? null : hits ? (
        <LookupResults query={q} hits={hits} />
      ) : (
        <p className={styles.muted} aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </div>
  );
}

/** What the query finds; null (not "nothing") while the log is still catching up. */
function found(query: string, log: EventLog, at: string): LookupHit[] | null {
  const hits = lookup(query, log, at);
  return hits.length === 0 && log.status() === 'connecting' ? null : hits;
}

function LookupResults({ query, hits }: { query: string; hits: readonly LookupHit[] }) {
  const count = hits.length;
  return (
    <>
      <p className={styles.muted} role="status">
        {count === 0 ? (
          <Trans>
            Nothing found for “<bdi>{query}</bdi>”.
          </Trans>
        ) : (
          <Plural value={count} one="# result" other="# results" />
        )}
      </p>
      {count > 0 ? (
        <ul className={styles.hits}>
          {hits.map((hit) => (
            <li key={hit.kind === 'user' ? `user-${hit.customer.userId}` : `request-${hit.requestId}`}>
              {hit.kind === 'user' ? <UserHitCard hit={hit} /> : <RequestHitCard hit={hit} />}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
