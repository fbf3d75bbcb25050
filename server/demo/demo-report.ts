import type { DemoOutcome } from './fill-demo-data.ts';

// What `npm run demo` prints once the data is in: what was made, and how to sign in.
export function reportLines(outcome: Extract<DemoOutcome, { filled: true }>, where: string, seconds: number): string[] {
  const { summary, origin, admin, customer } = outcome;
  const states = Object.entries(summary.requestsByState)
    .map(([state, count]) => `${count} ${state}`)
    .join(', ');
  return [
    `Demo data ready in ${where}, in ${seconds.toFixed(1)} s:`,
    `  ${summary.customers} customers; ${summary.requests} requests (${states});`,
    `  ${summary.visitsMovedByCustomers} visits moved by their customers, ${summary.visitsGivenUp} given up once confirmed` +
      ` (${summary.visitsGivenUpWithFee} late: the fee kept, the rest refunded), ${summary.reviews} reviews;`,
    `  ${summary.threads} chat threads; ${summary.plansGranted} VIP plans granted (${summary.plansPaidByCard} paid by card),` +
      ` ${summary.plansAskedFor} asked for and waiting.`,
    `Admin: sign in at ${origin}/admin/login with ${admin.email} and the password ${admin.password} (shown only now).`,
    `A customer: sign in at ${origin}/ with ${customer.email} and the password '${customer.password}' (every demo customer has it).`,
    'Then start the app on this data: npm start (with the same DATA_DIR or DATABASE_URL).',
  ];
}
