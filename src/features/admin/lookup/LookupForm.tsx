import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import * as styles from './lookup.css.ts';

/** The one box: whatever the admin types is looked up when they submit it. */
export function LookupForm({ query, onLookUp }: { query: string; onLookUp: (query: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onLookUp(typed.trim());
  };
  return (
    <form role="search" className={styles.form} noValidate onSubmit={submit}>
      <TextField
        type="search"
        label={t`Search by user ID, email, mobile, order number or request number`}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit">
        <Trans>Look up</Trans>
      </Button>
    </form>
  );
}
