import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SettingsContext } from '../../../../machines/settings.machine.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useProposal } from '../use-proposal.ts';
import { companyDraft, type CompanyField, type CompanyProblem } from './company-draft.ts';
import * as styles from './settings.css.ts';

const problemText: Record<CompanyProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidCharacters: msg`This text contains characters we cannot accept.`,
  tooLong: msg`This is too long.`,
  invalidVatNumber: msg`A VAT number is 15 digits, starting and ending with 3.`,
};

const saved = msg`Company details saved`;

/** The seller every invoice names: the company's name in both languages and its VAT number. */
export function CompanyForm({ company, log }: { company: SettingsContext['company']; log: EventLog | null }) {
  const { i18n } = useLingui();
  const { propose } = useProposal(log);
  const [problems, setProblems] = useState<Partial<Record<CompanyField, CompanyProblem>>>({});

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: CompanyField) => String(form.get(name) ?? '');
    const result = companyDraft({ nameEn: text('nameEn'), nameAr: text('nameAr'), vatNumber: text('vatNumber') });
    if ('problems' in result) return setProblems(result.problems);
    setProblems({});
    await propose(result.draft, saved);
  };
  const problem = (field: CompanyField) => {
    const code = problems[field];
    return {
      name: field,
      'aria-invalid': code ? true : undefined,
      hint: code ? <span className={styles.problem}>{i18n._(problemText[code])}</span> : undefined,
    };
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-labelledby="company-title">
      <h3 id="company-title" className={styles.sectionTitle}>
        <Trans>Company details on invoices</Trans>
      </h3>
      <TextField label={<Trans>Company name (English)</Trans>} defaultValue={company.name.en} dir="ltr" {...problem('nameEn')} />
      <TextField label={<Trans>Company name (Arabic)</Trans>} defaultValue={company.name.ar} dir="rtl" {...problem('nameAr')} />
      <TextField
        label={<Trans>VAT number</Trans>}
        defaultValue={company.vatNumber ?? ''}
        inputMode="numeric"
        ltr
        {...problem('vatNumber')}
        hint={problem('vatNumber').hint ?? <Trans>Receipts are simplified tax invoices with a QR code once it is set.</Trans>}
      />
      <div>
        <Button type="submit">
          <Trans>Save company details</Trans>
        </Button>
      </div>
    </form>
  );
}
