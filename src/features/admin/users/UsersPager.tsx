import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button.tsx';
import * as styles from './users.css.ts';

/** Previous and next page, and where the admin is among the pages. */
export function UsersPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  return (
    <nav className={styles.pager} aria-label={t`Pages of users`}>
      <Button tone="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous page</Trans>
      </Button>
      <p className={styles.pageNumber}>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <Button tone="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next page</Trans>
      </Button>
    </nav>
  );
}
