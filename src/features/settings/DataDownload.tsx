import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '../../ui/button.css.ts';
import { AccountDeletion } from './AccountDeletion.tsx';
import * as styles from './settings.css.ts';

// "Your data": the customer's copy of everything we keep about them (PDPL right of access,
// docs/decisions.md 32). The server builds it and the browser saves or opens it: plain links.
// Below it, deleting the account (decision 34).
const dataExportUrl = '/api/me/data-export';

export function DataDownload() {
  return (
    <section className={styles.form} aria-labelledby="data-title">
      <h2 id="data-title" className={styles.formTitle}>
        <Trans>Your data</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          Get a copy of everything we keep about you: your account, requests, messages, plans, payments and photos. How we use it is
          in the <Link to="/privacy">privacy notice</Link>.
        </Trans>
      </p>
      <div className={styles.buttons}>
        <a className={button({ tone: 'primary' })} href={dataExportUrl} download>
          <Trans>Download my data</Trans>
        </a>
        <a className={button({ tone: 'secondary' })} href={`${dataExportUrl}?format=html`} target="_blank" rel="noopener">
          <Trans>Open a printable copy</Trans>
        </a>
      </div>
      <AccountDeletion />
    </section>
  );
}
