import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DayRange, RangeProblem } from '../../../../machines/projections/analytics-range.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { rangeProblems } from './analytics-words.ts';
import * as styles from './analytics.css.ts';

interface RangeFormProps {
  range: DayRange;
  problem: RangeProblem | null;
  onChange(range: DayRange): void;
}

/** The days the figures cover: From and To, both included; a refused range says why. */
export function RangeForm({ range, problem, onChange }: RangeFormProps) {
  const { i18n } = useLingui();
  const problemId = useId();
  return (
    <form className={styles.rangeForm} noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField
        type="date"
        label={<Trans>From</Trans>}
        value={range.from}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
      />
      <TextField
        type="date"
        label={<Trans>To</Trans>}
        value={range.to}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem ? (
        <p id={problemId} role="alert" className={styles.rangeProblem}>
          {i18n._(rangeProblems[problem])}
        </p>
      ) : null}
    </form>
  );
}
