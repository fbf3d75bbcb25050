import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAppServices } from '../../app/app-context.tsx';
import { acceptPrivacyNotice, selectNoticeToAccept } from '../../app/privacy-notice-acceptance.ts';
import { showToast } from '../../app/toaster.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { settingsRefusal } from '../settings/settings-messages.ts';
import * as styles from './privacy.css.ts';

const notAccepted = msg`The privacy notice could not be accepted`;

// Asks a signed-in customer, once, to accept a privacy notice newer than the one they accepted
// (or the first one, for accounts made before it); gone as soon as their log records it.
export function PrivacyNoticeBanner() {
  const { user, log } = useCustomer();
  return user && log ? <NoticeToAccept userId={user.id} log={log} /> : null;
}

function NoticeToAccept({ userId, log }: { userId: string; log: EventLog }) {
  const { toaster } = useAppServices();
  const version = useLogSelector(log, selectNoticeToAccept, null);
  if (!version) return null;
  const accept = async () => {
    const result = await acceptPrivacyNotice(log, userId);
    if (!result.accepted) showToast(toaster, { destructive: true, content: { title: notAccepted, description: settingsRefusal(result.reason) } });
  };
  return (
    <section className={styles.banner} aria-labelledby="privacy-banner-title">
      <h2 id="privacy-banner-title" className={styles.bannerTitle}>
        <Trans>Our privacy notice has changed</Trans>
      </h2>
      <p className={styles.bannerText}>
        <Trans>
          Please read the <Link to="/privacy" className={styles.link}>privacy notice</Link> (version <bdi dir="ltr">{version}</bdi>) and
          accept it.
        </Trans>
      </p>
      <Button onClick={() => void accept()}>
        <Trans>I accept the privacy notice</Trans>
      </Button>
    </section>
  );
}
