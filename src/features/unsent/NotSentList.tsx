import { Trans } from '@lingui/react/macro';
import { selectRefusedItems } from '../../app/unsent-writes.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { RefusedWriteNotice } from './RefusedWriteNotice.tsx';
import * as styles from './unsent.css.ts';

// The dashboard's list of what the server refused, newest first, until each is marked seen.
export function NotSentList() {
  const { log } = useCustomer();
  const items = useLogSelector(log, selectRefusedItems, []);
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="not-sent-title" data-testid="not-sent">
      <h2 id="not-sent-title" className={styles.sectionTitle}>
        <Trans>Not sent</Trans>
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.batch}>
            <RefusedWriteNotice item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
