import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SettingsContext } from '../../../../machines/settings.machine.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { addressFields, companyDraft, type CompanyField, type CompanyProblem } from './company-draft.ts';
import { companyDetailsId } from '../CompanySetupCard.tsx';
import * as styles from './settings.css.ts';
import { useDraftForm } from './use-draft-form.tsx';

const problemText: Record<CompanyProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidCharacters: msg`This text contains characters we cannot accept.`,
  tooLong: msg`This is too long.`,
  invalidVatNumber: msg`A VAT number is 15 digits, starting and ending with 3.`,
  invalidBuildingNumber: msg`A building number is 4 digits.`,
  invalidPostalCode: msg`A postal code is 5 digits.`,
};

const addressLabels: Record<(typeof addressFields)[number], MessageDescriptor> = {
  street: msg`Street`,
  buildingNumber: msg`Building number`,
  district: msg`District`,
  city: msg`City`,
  postalCode: msg`Postal code`,
};

const saved = msg`Company details saved`;

/** The seller every invoice names: the company's name in both languages, its VAT number and its address. */
export function CompanyForm({ company, log }: { company: SettingsContext['company']; log: EventLog | null }) {
  const { i18n } = useLingui();
  const { submit, field } = useDraftForm({
    log,
    draftOf: (typed: (field: CompanyField) => string) => companyDraft(typed),
    problemText,
    saved,
  });
  const digits = (name: 'buildingNumber' | 'postalCode') => ({ inputMode: 'numeric' as const, ltr: true, ...field(name) });

  return (
    <form id={companyDetailsId} className={styles.form} onSubmit={submit} noValidate aria-labelledby="company-title">
      <h3 id="company-title" className={styles.sectionTitle}>
        <Trans>Company details on invoices</Trans>
      </h3>
      <TextField label={<Trans>Company name (English)</Trans>} defaultValue={company.name.en} dir="ltr" {...field('nameEn')} />
      <TextField label={<Trans>Company name (Arabic)</Trans>} defaultValue={company.name.ar} dir="rtl" {...field('nameAr')} />
      <TextField
        label={<Trans>VAT number</Trans>}
        defaultValue={company.vatNumber ?? ''}
        inputMode="numeric"
        ltr
        {...field('vatNumber')}
        hint={field('vatNumber').hint ?? <Trans>Receipts are simplified tax invoices with a QR code once the VAT number and the address are set.</Trans>}
      />
      <fieldset className={styles.form}>
        <legend className={styles.sectionTitle}>
          <Trans>Company address (national address)</Trans>
        </legend>
        {addressFields.map((name) => (
          <TextField
            key={name}
            label={i18n._(addressLabels[name])}
            defaultValue={company.address?.[name] ?? ''}
            {...(name === 'buildingNumber' || name === 'postalCode' ? digits(name) : field(name))}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit">
          <Trans>Save company details</Trans>
        </Button>
      </div>
    </form>
  );
}
