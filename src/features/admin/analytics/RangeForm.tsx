import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DayRange, RangeProblem } from '../../../../machines/projections/analytics-range.ts';
import { DateField } from '../../../ui/DateField.tsx';
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
      <DateField
        label={<Trans>From</Trans>}
        value={range.from}
        onDay={(day) => onChange({ ...range, from: day })}
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
      />
      <DateField
        label={<Trans>To</Trans>}
        value={range.to}
        onDay={(day) => onChange({ ...range, to: day })}
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
