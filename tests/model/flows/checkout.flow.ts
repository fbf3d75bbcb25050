// Paying an accepted offer, drawn from the real checkout machine: by card, typed field by field
// (good, or with one thing the checks refuse), paid, and the test provider's answer: approved,
// declined, or a confirmation asked on its own page; or by STC Pay or Apple Pay (checkout-wallets.ts),
// the browser offering Apple Pay. The provider's confirmation page is the payment-verification
// flow; the checkout it sends the customer back to, checkout-return.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { cardFields, checkoutMachine, typedCardBrand, type CardField, type CheckoutProblem, type CheckoutSnapshot } from '../../../machines/checkout.machine.ts';
import type { CardBrand } from '../../../machines/domain/payment-cards.ts';
import { riyadhDate } from '../../e2e/booking-steps.ts';
import type { Visitor } from '../../e2e/browser.ts';
import { offerApplePay } from '../../e2e/apple-pay-sheet.ts';
import { cardSteps, expiry, testCards } from '../../e2e/checkout-steps.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import type { EventMapping, FlowModel, FlowWorld, ModelEvent, Words } from '../flow-model.ts';
import { customerWithAcceptedOffer } from '../steps/accepted-offer.ts';
import { checkoutText } from '../steps/checkout-text.ts';
import { holdRequests, type HeldRequests } from '../steps/held-requests.ts';
import { isWalletEvent, stcPayUntouched, walletEvents, walletMayTake, walletSamples, walletStates, walletsShow, walletsWords } from './checkout-wallets.ts';

export interface CheckoutWorld extends FlowWorld {
  customer: Visitor;
  requestId: string;
  /** Our server's payment start (a card's or Apple Pay's), held while the checkout shows it is paying. */
  paymentStarts: HeldRequests;
  /** Our server's STC Pay calls, held while the checkout shows it waits: the code sent, the code checked. */
  stcPayCodes: HeldRequests;
  stcPayments: HeldRequests;
}

type CheckoutEvent = EventFromLogic<typeof checkoutMachine>;
type EditEvent = Extract<CheckoutEvent, { type: 'edit' }>;

/** What may be typed in each field: what passes, and what one check refuses. */
const typed = {
  name: { good: 'Noura Alshehri' },
  number: { paid: testCards.paid, declined: testCards.declined, verified: testCards.verified, failsLuhn: testCards.invalid },
  expiry: { good: expiry, expired: '01/20', notMonthYear: '12/3' },
  cvc: { good: '123', tooShort: '12' },
} as const satisfies Record<CardField, Record<string, string>>;

const paidPayment = { provider: 'test', paymentId: 'sample', amountHalalas: 24_000, card: { brand: 'visa', last4: '4242' }, invoiceNumber: 1 };
const payingDone = 'xstate.done.actor.0.checkout.paying';
const payingError = 'xstate.error.actor.0.checkout.paying';

const edits = Object.entries(typed).flatMap(([field, values]) =>
  Object.values(values).map((value) => ({ type: 'edit', field, value }) as EditEvent),
);

const eventSamples = [
  ...edits,
  { type: 'pay' },
  { type: payingDone, output: { paid: paidPayment } },
  { type: payingDone, output: { confirmAt: '/payment-verification/sample' } },
  { type: payingError, error: { code: 'paymentDeclined' } },
  ...walletSamples,
] satisfies ModelEvent[];

const labels = (language: Language): Record<CardField, string> => {
  const text = screenText[language];
  return { name: text.nameOnCard, number: text.cardNumber, expiry: text.cardExpiry, cvc: text.securityCode };
};

const problemWords = (language: Language): Record<CheckoutProblem | 'paymentDeclined' | 'applePayCancelled', string> => {
  const text = screenText[language];
  return {
    required: text.fieldRequired,
    invalidCardNumber: text.invalidCardNumber,
    invalidExpiry: text.invalidExpiry,
    cardExpired: text.cardExpired,
    invalidCvc: checkoutText[language].invalidCvc,
    paymentDeclined: text.cardDeclined,
    applePayCancelled: checkoutText[language].applePayCancelled,
  };
};

const both = (words: (language: Language) => string): Words => ({ en: words('en'), ar: words('ar') });

/** Which card was typed: the provider's answer to it is the only one a path may take. */
const answerTo = (snapshot: CheckoutSnapshot, event: ModelEvent) => {
  const number = snapshot.context.fields.number;
  if (number === testCards.declined) return event.type === payingError;
  if (event.type !== payingDone) return false;
  return number === testCards.verified ? 'confirmAt' in event.output : 'paid' in event.output;
};

/** What one of the checks refuses: a number failing the Luhn sum, an expiry not MM/YY or past, a short code. */
const refused = (value: string) =>
  value === typed.number.failsLuhn || value === typed.expiry.expired || value === typed.expiry.notMonthYear || value === typed.cvc.tooShort;

/** The card that passes every check and that the provider pays. */
export const goodCard: Record<CardField, string> = { name: typed.name.good, number: testCards.paid, expiry: typed.expiry.good, cvc: typed.cvc.good };

/**
 * The card is typed field after field, with one thing at most the checks refuse (and that on
 * the paid card), then corrected where the checkout names a problem or the provider declined
 * it: the paths stay few while every check is seen refusing and passing.
 */
function mayEdit(snapshot: CheckoutSnapshot, event: EditEvent): boolean {
  const { fields, problems, refusal } = snapshot.context;
  const next = cardFields.find((field) => fields[field] === '');
  if (event.field === next) {
    if (!refused(event.value)) return Object.keys(problems).length === 0 || event.value === goodCard[event.field];
    const typedBefore = cardFields.slice(0, cardFields.indexOf(next));
    return Object.keys(problems).length === 0 && (next === 'number' || (fields.number === testCards.paid && typedBefore.every((field) => !refused(fields[field]))));
  }
  const correcting = problems[event.field] !== undefined && problems[event.field] !== 'required';
  const tryingAnother = refusal !== null && event.field === 'number' && fields.number !== testCards.paid;
  return (correcting || tryingAnother) && event.value === goodCard[event.field];
}

function filterEvents(snapshot: CheckoutSnapshot, event: ModelEvent): boolean {
  const { fields } = snapshot.context;
  if (isWalletEvent(event)) return walletMayTake(snapshot, event);
  // The card is the way to pay of a path that touched neither STC Pay nor Apple Pay.
  if (!stcPayUntouched(snapshot) || snapshot.context.refusal === 'applePayCancelled') return false;
  if (snapshot.matches('paying')) return answerTo(snapshot, event);
  if (event.type === 'edit') return mayEdit(snapshot, event as EditEvent);
  if (event.type === 'pay') {
    const filledIn = cardFields.filter((field) => fields[field] !== '').length;
    return filledIn === 0 || filledIn === cardFields.length;
  }
  return true;
}

const serializeState = (snapshot: CheckoutSnapshot) => {
  const { fields, problems, refusal, stcPay } = snapshot.context;
  return JSON.stringify([snapshot.value, fields, problems, refusal, stcPay.fields, stcPay.problem, stcPay.refusal]);
};

const cardForm = (world: CheckoutWorld) => cardSteps(world.language).cardForm(world.customer.page);

/** The card scheme the number field names while it has no problem (src/locales/ar/messages.po). */
const brandWords: Record<Language, Record<Exclude<CardBrand, 'unknown'>, string>> = {
  en: { mada: 'mada', visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
  ar: { mada: 'مدى', visa: 'فيزا', mastercard: 'ماستركارد', amex: 'أمريكان إكسبريس' },
};

/** What a field's hint says: its problem, else for the number the scheme its digits belong to, else nothing. */
function hintShown(fields: CheckoutSnapshot['context']['fields'], problem: CheckoutProblem | undefined, field: CardField, language: Language): string {
  if (problem) return problemWords(language)[problem];
  const brand = field === 'number' ? typedCardBrand(fields) : null;
  return brand ? brandWords[language][brand] : '';
}

/** The hint a field's aria-describedby points at: its problem, when it has one. */
const hintOf = (world: CheckoutWorld, field: CardField) =>
  cardForm(world)
    .getByLabel(labels(world.language)[field])
    .evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

/** How the plan words the card form: the fields typed in, the problems under them, the alert. */
const formWords = {
  en: { form: `The checkout's card form with 'Pay now'`, holding: ', holding ', empty: ', empty', under: '; under ', alert: '; the alert ', and: ', ', next: '; ' },
  ar: { form: `نموذج البطاقة في صفحة الدفع مع زر '${screenText.ar.payNow}'`, holding: '، وفيه ', empty: '، فارغًا', under: '؛ وتحت ', alert: '؛ والتنبيه ', and: '، ', next: '؛ ' },
};

function cardFormShows(snapshot: CheckoutSnapshot, language: Language): string {
  const { fields, problems, refusal } = snapshot.context;
  const words = formWords[language];
  const label = labels(language);
  const typedIn = cardFields.filter((field) => fields[field] !== '').map((field) => `'${label[field]}' ${fields[field]}`);
  const named = cardFields.flatMap((field) => (problems[field] ? [`'${label[field]}': '${problemWords(language)[problems[field]]}'`] : []));
  return [
    words.form,
    typedIn.length ? `${words.holding}${typedIn.join(words.and)}` : words.empty,
    named.length ? `${words.under}${named.join(words.next)}` : '',
    refusal ? `${words.alert}'${problemWords(language)[refusal as 'paymentDeclined']}'` : '',
    words.next,
    walletsWords(snapshot, language),
    '.',
  ].join('');
}

const editing = {
  shows: (snapshot: CheckoutSnapshot) => both((language) => cardFormShows(snapshot, language)),
  async check(world: CheckoutWorld, snapshot: CheckoutSnapshot) {
    const form = cardForm(world);
    const text = screenText[world.language];
    await form.getByRole('button', { name: text.payNow }).and(form.locator(':enabled')).waitFor();
    const { fields, problems, refusal } = snapshot.context;
    for (const field of cardFields) {
      const input = form.getByLabel(labels(world.language)[field]);
      await expect.poll(() => input.inputValue(), { message: field }).toBe(fields[field]);
      const problem = problems[field];
      await expect.poll(() => hintOf(world, field), { message: `${field}'s problem` }).toBe(hintShown(fields, problem, field, world.language));
      expect(await input.getAttribute('aria-invalid'), `${field} marked invalid`).toBe(problem ? 'true' : null);
    }
    const alert = form.getByRole('alert');
    if (refusal) await alert.filter({ hasText: problemWords(world.language)[refusal as 'paymentDeclined'] }).waitFor();
    else expect(await alert.count(), 'an alert').toBe(0);
    await walletsShow(world, snapshot);
  },
};

const onPath = (page: Visitor['page'], matches: (path: string) => boolean) =>
  expect.poll(() => new URL(page.url()).pathname, { message: 'the address', timeout: 15_000 }).toSatisfy(matches);

const states: CheckoutFlow['states'] = {
  editing,
  ...walletStates,
  paying: {
    shows: both((language) => (language === 'en' ? `The button says '${checkoutText.en.paying}' and the card fields cannot be changed.` : `يظهر على الزر '${checkoutText.ar.paying}' ولا يمكن تعديل حقول البطاقة.`)),
    async check(world) {
      const form = cardForm(world);
      await form.getByRole('button', { name: checkoutText[world.language].paying }).and(form.locator(':disabled')).waitFor();
      for (const label of Object.values(labels(world.language))) expect(await form.getByLabel(label).isDisabled(), label).toBe(true);
    },
  },
  paid: {
    shows: both((language) => (language === 'en' ? `The receipt: 'Payment received' and the tax invoice.` : `الإيصال: '${screenText.ar.paymentReceived}' والفاتورة الضريبية.`)),
    async check(world) {
      const { page } = world.customer;
      await onPath(page, (path) => path === `/receipt/${world.requestId}`);
      await page.getByRole('heading', { name: screenText[world.language].paymentReceived, level: 1 }).waitFor();
      await page.getByTestId('tax-invoice').waitFor();
    },
  },
  confirmingElsewhere: {
    shows: both((language) => (language === 'en' ? `The provider's page 'Confirm your payment'.` : `صفحة مزوّد الدفع '${screenText.ar.confirmYourPayment}'.`)),
    async check(world) {
      const { page } = world.customer;
      await onPath(page, (path) => path.startsWith('/payment-verification/'));
      await page.getByRole('heading', { name: screenText[world.language].confirmYourPayment, level: 1 }).waitFor();
    },
  },
};

const userEvents: CheckoutFlow['events'] = {
  edit: {
    does: (event) => {
      const { field, value } = event as EditEvent;
      return both((language) => (language === 'en' ? `Type ${value} in '${labels(language)[field]}'.` : `اكتب ${value} في '${labels(language)[field]}'.`));
    },
    async act(world, event) {
      const { field, value } = event as EditEvent;
      await cardForm(world).getByLabel(labels(world.language)[field]).fill(value);
    },
  },
  pay: {
    does: both((language) => (language === 'en' ? `Tap 'Pay now'.` : `اضغط '${screenText.ar.payNow}'.`)),
    async act(world) {
      await cardForm(world).getByRole('button', { name: screenText[world.language].payNow }).click();
    },
  },
};

/** The provider answers the card the customer typed: here the run lets the held payment through. */
const providerAnswers = (words: Words): EventMapping<CheckoutWorld, ModelEvent, CheckoutSnapshot> => ({
  does: words,
  act: (world) => world.paymentStarts.release(),
});

const answerEvents = {
  [payingDone]: providerAnswers({ en: 'Wait for the provider to answer the card.', ar: 'انتظر ردّ مزوّد الدفع على البطاقة.' }),
  [payingError]: providerAnswers({ en: 'Wait for the provider to refuse the card.', ar: 'انتظر رفض مزوّد الدفع للبطاقة.' }),
};

export type CheckoutFlow<TWorld extends CheckoutWorld = CheckoutWorld> = FlowModel<typeof checkoutMachine, TWorld>;

export const flow: CheckoutFlow = {
  name: 'checkout',
  // Leaving for the provider's page is the browser's business, not the chart's.
  machine: checkoutMachine.provide({ actions: { openConfirmation: () => {} } }),
  input: { payable: { kind: 'request', requestId: 'sample' }, today: riyadhDate(0), returnedPaymentId: null, applePayAvailable: true },
  eventSamples,
  serializeState,
  filterEvents,
  languages: ['en'],
  states,
  events: { ...userEvents, ...answerEvents, ...walletEvents },
  async open(browser: Browser, language: Language) {
    const { customer, requestId } = await customerWithAcceptedOffer(browser, language);
    await offerApplePay(customer.page);
    const held = await paymentCallsHeld(customer.page, requestId);
    await customer.open(`/checkout/${requestId}`);
    return { language, visitors: [customer], customer, requestId, ...held };
  },
  async close(world) {
    await world.customer.context.close();
  },
  unreachable: {
    confirming: 'only a checkout opened on the way back from the provider\'s page confirms: the checkout-return flow',
    cameBackFromConfirmation: 'the way back from the provider\'s page: the checkout-return flow',
    applePayAvailable: 'this flow\'s browser offers Apple Pay; the checkout-return flow\'s has none and finds no Apple Pay button',
  },
};

/** Our server's payment calls of the checkout, each held until the step that stands for its answer. */
export async function paymentCallsHeld(page: Page, requestId: string): Promise<Pick<CheckoutWorld, 'paymentStarts' | 'stcPayCodes' | 'stcPayments'>> {
  const payments = `**/api/payments/requests/${requestId}`;
  return {
    paymentStarts: await holdRequests(page, `${payments}/start`),
    stcPayCodes: await holdRequests(page, `${payments}/stcpay`),
    stcPayments: await holdRequests(page, `${payments}/stcpay/code`),
  };
}
