import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { planIds, type PlanId } from '../../../../machines/domain/constants.ts';
import type { SettingsContext } from '../../../../machines/settings.machine.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { planNames } from '../../subscriptions/plan-words.ts';
import { useProposal } from '../use-proposal.ts';
import { plansDraft, typedPlan, type PlanProblem, type TypedPlan } from './plans-draft.ts';
import * as styles from './settings.css.ts';

const problemText: Record<PlanProblem, MessageDescriptor> = {
  invalidPrice: msg`Enter the price in whole riyals.`,
  invalidVisits: msg`Enter the visits per month: 1 to 100.`,
  invalidDays: msg`Enter the plan's length in days: 1 to 366.`,
  featuresInBothLanguages: msg`Give each feature in both languages: as many lines in Arabic as in English.`,
  invalidFeatures: msg`The features hold text we cannot accept (at most 12 features).`,
};

const saved = msg`Plans saved`;

/** The plans' terms the plan pages show and new grants use. */
export function PlansForm({ plans, log }: { plans: SettingsContext['plans']; log: EventLog | null }) {
  const { i18n, t } = useLingui();
  const { propose } = useProposal(log);
  const [problems, setProblems] = useState<Partial<Record<PlanId, PlanProblem>>>({});

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = (plan: PlanId): TypedPlan => {
      const text = (name: keyof TypedPlan) => String(form.get(`${plan}.${name}`) ?? '');
      return { price: text('price'), visits: text('visits'), days: text('days'), featuresEn: text('featuresEn'), featuresAr: text('featuresAr') };
    };
    const result = plansDraft({ vip: typed('vip'), 'vip-plus': typed('vip-plus') });
    if ('problems' in result) return setProblems(result.problems);
    setProblems({});
    await propose(result.draft, saved);
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-labelledby="plans-title">
      <h3 id="plans-title" className={styles.sectionTitle}>
        <Trans>Plans</Trans>
      </h3>
      {planIds.map((plan) => {
        const initial = typedPlan(plans[plan]);
        const problem = problems[plan];
        const name = i18n._(planNames[plan]);
        return (
          <fieldset key={plan} className={styles.plan}>
            <legend className={styles.sectionTitle}>{name}</legend>
            <TextField name={`${plan}.price`} label={t`${name}: price per month (SAR)`} defaultValue={initial.price} inputMode="numeric" ltr />
            <TextField name={`${plan}.visits`} label={t`${name}: visits per month`} defaultValue={initial.visits} inputMode="numeric" ltr />
            <TextField name={`${plan}.days`} label={t`${name}: days`} defaultValue={initial.days} inputMode="numeric" ltr />
            <LabelledField label={t`${name}: features in English, one per line`}>
              {({ id }) => <textarea id={id} name={`${plan}.featuresEn`} className={styles.textArea} defaultValue={initial.featuresEn} dir="ltr" rows={6} />}
            </LabelledField>
            <LabelledField label={t`${name}: features in Arabic, one per line`}>
              {({ id }) => <textarea id={id} name={`${plan}.featuresAr`} className={styles.textArea} defaultValue={initial.featuresAr} dir="rtl" rows={6} />}
            </LabelledField>
            {problem ? (
              <p role="alert" className={styles.problem}>
                {i18n._(problemText[problem])}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <div>
        <Button type="submit">
          <Trans>Save the plans</Trans>
        </Button>
      </div>
    </form>
  );
}
