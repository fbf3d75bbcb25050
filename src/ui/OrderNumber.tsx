import { Trans } from '@lingui/react/macro';

/** The number a customer quotes for a request, shown after its "Order number" label; the server gives it once the request reaches it. */
export function OrderNumber({ value }: { value: number | null }) {
  if (value === null) {
    return (
      <span data-testid="order-number-pending">
        <Trans>Not given yet</Trans>
      </span>
    );
  }
  return (
    <span dir="ltr" data-testid="order-number">
      {value}
    </span>
  );
}
