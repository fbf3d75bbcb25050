import { Trans } from '@lingui/react/macro';

/** A customer's email and mobile as two term/detail pairs of a fact list, each left to right. */
export function ContactFacts({ email, mobile }: { email: string; mobile: string }) {
  return (
    <>
      <dt>
        <Trans>Email</Trans>
      </dt>
      <dd>
        <span dir="ltr">{email}</span>
      </dd>
      <dt>
        <Trans>Mobile</Trans>
      </dt>
      <dd>
        <span dir="ltr">{mobile}</span>
      </dd>
    </>
  );
}
