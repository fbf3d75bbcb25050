import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { currentPrivacyNoticeVersion } from '../../../machines/domain/privacy-notice.ts';
import type { SettingsContext } from '../../../machines/settings.machine.ts';
import * as styles from './privacy.css.ts';

// `/privacy`: the privacy notice the Personal Data Protection Law (PDPL) asks for, for visitors
// and customers alike: who holds the data, what, why, for how long, who receives it, the
// customer's rights and how to use them. Its version is the one a registration records
// (docs/decisions.md 32); the company's name and support number come from Settings.
export function PrivacyNoticePage({ company, supportNumber }: { company: SettingsContext['company']; supportNumber: string | null }) {
  const { i18n } = useLingui();
  const name = i18n.locale === 'ar' ? company.name.ar : company.name.en;
  const version = currentPrivacyNoticeVersion;
  return (
    <article className={styles.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title" className={styles.title}>
        <Trans>Privacy notice</Trans>
      </h1>
      <p className={styles.version}>
        <Trans>
          Version <bdi dir="ltr">{version}</bdi>
        </Trans>
      </p>

      <h2 className={styles.heading}>
        <Trans>Who we are</Trans>
      </h2>
      <p>
        <Trans>
          <bdi>{name}</bdi>, a home-maintenance company in Riyadh, Saudi Arabia, decides how your personal data is used: it is the
          controller of your data under the Personal Data Protection Law (PDPL).
        </Trans>
      </p>

      <h2 className={styles.heading}>
        <Trans>What we keep about you</Trans>
      </h2>
      <ul className={styles.list}>
        <li><Trans>Your name, e-mail address and mobile number.</Trans></li>
        <li><Trans>The addresses you give us and their location on the map.</Trans></li>
        <li><Trans>The photos you send with a request, and those our technicians take at your visit.</Trans></li>
        <li><Trans>Your messages with us in the app.</Trans></li>
        <li><Trans>Your requests, visits, offers, reviews and VIP plans.</Trans></li>
        <li><Trans>Your payments: the amount, the card's brand and its last 4 digits. We never see or keep the card number.</Trans></li>
        <li><Trans>When you signed in, and the language and notification choices you made.</Trans></li>
      </ul>

      <h2 className={styles.heading}>
        <Trans>Why we keep it</Trans>
      </h2>
      <ul className={styles.list}>
        <li><Trans>To open and run your account, which is our contract with you.</Trans></li>
        <li><Trans>To price, schedule and carry out the visits you book, and to send the technician to the right place.</Trans></li>
        <li><Trans>To take your payments and issue the tax invoices the law requires.</Trans></li>
        <li><Trans>To tell you about your requests in the app, and by e-mail and WhatsApp while you keep them switched on.</Trans></li>
        <li><Trans>To answer your messages and keep your account safe.</Trans></li>
      </ul>
      <p>
        <Trans>We do not sell your data and do not use it for advertising.</Trans>
      </p>

      <h2 className={styles.heading}>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          We keep your data while your account is open. Invoices and payment records are kept for as long as Saudi tax law requires,
          even after your account is closed; the rest is deleted when you ask us to delete your account.
        </Trans>
      </p>

      <h2 className={styles.heading}>
        <Trans>Who receives it</Trans>
      </h2>
      <ul className={styles.list}>
        <li><Trans>Our payment provider, which receives your card details directly to take the payment.</Trans></li>
        <li><Trans>Our technicians, who receive your name, mobile, address, map location and the request's details for the visit.</Trans></li>
        <li><Trans>Our e-mail and WhatsApp providers, which deliver the messages we send you.</Trans></li>
        <li><Trans>Public authorities, when the law requires it.</Trans></li>
      </ul>

      <h2 className={styles.heading}>
        <Trans>Your rights</Trans>
      </h2>
      <ul className={styles.list}>
        <li><Trans>To be informed: this notice tells you how we use your data.</Trans></li>
        <li><Trans>To access your data and get a copy: use "Download my data" in Settings.</Trans></li>
        <li><Trans>To correct it: change your name, e-mail, mobile and addresses in Settings.</Trans></li>
        <li><Trans>To have it deleted: ask us in the app's chat, and we delete what the law lets us delete.</Trans></li>
        <li><Trans>To withdraw your consent: switch e-mail and WhatsApp notifications off in Settings at any time.</Trans></li>
      </ul>
      <p>
        <Trans>
          You may exercise these rights from <Link to="/settings" className={styles.link}>Settings</Link> once signed in. If you think we
          misuse your data, you may also complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).
        </Trans>
      </p>

      <h2 className={styles.heading}>
        <Trans>Contact</Trans>
      </h2>
      <p>
        {supportNumber ? (
          <Trans>
            Write to us in the app's chat, or on WhatsApp at <bdi dir="ltr">{supportNumber}</bdi>.
          </Trans>
        ) : (
          <Trans>Write to us in the app's chat.</Trans>
        )}
      </p>
    </article>
  );
}
