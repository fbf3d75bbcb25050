// The checkout's other ways to pay, as the checkout flow maps them: STC Pay (a mobile the checks
// refuse, one with no wallet, a good one; then a code too short, a wrong one, the right one; or
// another number) and Apple Pay (offered where the browser has it; the person approves on its
// sheet or closes it). The built-in test provider answers as Moyasar's sandbox: a number ending
// 0000 has no wallet, code 123456 pays and any other is refused.
import { expect } from 'vitest';
import { cardFields, type CheckoutSnapshot, type StcPayField, type StcPayProblem } from '../../../machines/checkout.machine.ts';
import { approveApplePay, cancelApplePay } from '../../e2e/apple-pay-sheet.ts';
import { cardSteps } from '../../e2e/checkout-steps.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import type { ModelEvent, Words } from '../flow-model.ts';
import { checkoutText } from '../steps/checkout-text.ts';
import type { CheckoutFlow, CheckoutWorld } from './checkout.flow.ts';

/** What may be typed in the STC Pay form. */
export const stcPayTyped = {
  mobile: { good: '0551234567', notSaudi: '0512', noWallet: '0500000000' },
  code: { right: '123456', wrong: '654321', tooShort: '123' },
} as const satisfies Record<StcPayField, Record<string, string>>;

const paid = { provider: 'test', paymentId: 'sample', amountHalalas: 24_000, card: { brand: 'mada', last4: '1234' }, invoiceNumber: 1 };
/** The answer of the actor a checkout state invokes, as the machine receives it. */
const answer = (outcome: 'done' | 'error', state: string) => `xstate.${outcome}.actor.0.checkout.${state}`;
const [sendingDone, sendingError] = [answer('done', 'sendingStcPayCode'), answer('error', 'sendingStcPayCode')];
const [codeDone, codeError] = [answer('done', 'payingWithStcPay'), answer('error', 'payingWithStcPay')];
const [applePayDone, applePayError] = [answer('done', 'payingWithApplePay'), answer('error', 'payingWithApplePay')];

export const walletSamples: ModelEvent[] = [
  ...Object.entries(stcPayTyped).flatMap(([field, values]) => Object.values(values).map((value) => ({ type: 'stcPay.edit', field, value }))),
  { type: 'stcPay.sendCode' },
  { type: 'stcPay.submitCode' },
  { type: 'stcPay.changeMobile' },
  { type: sendingDone, output: { paymentId: 'sample' } },
  { type: sendingError, error: { code: 'stcPayRefused' } },
  { type: codeDone, output: paid },
  { type: codeError, error: { code: 'stcPayCodeRefused' } },
  { type: 'applePay.pay' },
  { type: applePayDone, output: paid },
  { type: applePayError, error: { code: 'applePayCancelled' } },
];

const walletTypes = new Set(walletSamples.map((event) => event.type));
export const isWalletEvent = (event: ModelEvent) => walletTypes.has(event.type);

/** Nothing typed in the STC Pay form and nothing it said yet. */
export const stcPayUntouched = ({ context: { stcPay } }: CheckoutSnapshot) =>
  stcPay.fields.mobile === '' && stcPay.fields.code === '' && stcPay.problem === null && stcPay.refusal === null;

/** Nothing typed on the card and nothing refused: where a path may turn to another way to pay. */
const cardUntouched = ({ context: { fields, problems, refusal } }: CheckoutSnapshot) =>
  cardFields.every((field) => fields[field] === '') && Object.keys(problems).length === 0 && refusal === null;

/**
 * A path pays one way: STC Pay and Apple Pay start from an untouched checkout and keep to their
 * own form. STC Pay: the mobile typed once (good, not Saudi, or with no wallet), the wrong one
 * corrected; the code typed once (right, wrong or too short), the short one corrected; a refused
 * code sends a new one. Apple Pay: approved, or closed. Each answer follows from what was typed.
 */
export function walletMayTake(snapshot: CheckoutSnapshot, event: ModelEvent): boolean {
  const { stcPay } = snapshot.context;
  const { mobile, code } = stcPay.fields;
  const editing = snapshot.matches('editing') && cardUntouched(snapshot);
  const awaiting = snapshot.matches('awaitingStcPayCode');
  switch (event.type) {
    case 'stcPay.edit':
      if (event.field === 'mobile') {
        if (!editing) return false;
        if (mobile === '') return stcPay.refusal === null;
        const refused = stcPay.problem !== null || stcPay.refusal === 'stcPayRefused';
        return refused && mobile !== stcPayTyped.mobile.good && event.value === stcPayTyped.mobile.good;
      }
      return awaiting && (code === '' || (stcPay.problem !== null && event.value === stcPayTyped.code.right));
    case 'stcPay.sendCode':
      return editing && mobile !== '' && stcPay.problem === null && !(stcPay.refusal === 'stcPayRefused' && mobile === stcPayTyped.mobile.noWallet);
    case 'stcPay.submitCode':
      return awaiting && code !== '' && stcPay.problem === null;
    case 'stcPay.changeMobile':
      return awaiting && code === '' && stcPay.problem === null;
    case sendingDone:
      return snapshot.matches('sendingStcPayCode') && mobile !== stcPayTyped.mobile.noWallet;
    case sendingError:
      return snapshot.matches('sendingStcPayCode') && mobile === stcPayTyped.mobile.noWallet;
    case codeDone:
      return snapshot.matches('payingWithStcPay') && code === stcPayTyped.code.right;
    case codeError:
      return snapshot.matches('payingWithStcPay') && code === stcPayTyped.code.wrong;
    case 'applePay.pay':
      return editing && stcPayUntouched(snapshot);
    default:
      return snapshot.matches('payingWithApplePay');
  }
}

const both = (words: (language: Language) => string): Words => ({ en: words('en'), ar: words('ar') });

const stcPayLabels = (language: Language): Record<StcPayField, string> => ({ mobile: screenText[language].stcPayMobile, code: screenText[language].stcPayCode });

export const stcPayProblemWords = (language: Language): Record<StcPayProblem | 'stcPayRefused' | 'stcPayCodeRefused', string> => ({
  required: screenText[language].fieldRequired,
  invalidMobile: checkoutText[language].invalidMobile,
  invalidCode: checkoutText[language].invalidCode,
  stcPayRefused: checkoutText[language].stcPayRefused,
  stcPayCodeRefused: screenText[language].stcPayCodeRefused,
});

const stcPayForm = (world: CheckoutWorld) => world.customer.page.getByRole('form', { name: screenText[world.language].stcPay });
const applePayButton = (world: CheckoutWorld) => world.customer.page.getByRole('button', { name: screenText[world.language].payWithApplePay });
const payNow = (world: CheckoutWorld) => cardSteps(world.language).cardForm(world.customer.page).getByRole('button', { name: screenText[world.language].payNow });

/** What a field's description reads: its problem, when it has one. */
const descriptionOf = (input: ReturnType<ReturnType<typeof stcPayForm>['getByLabel']>) =>
  input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );

async function stcPayFieldShows(world: CheckoutWorld, snapshot: CheckoutSnapshot, field: StcPayField) {
  const input = stcPayForm(world).getByLabel(stcPayLabels(world.language)[field]);
  const { fields, problem } = snapshot.context.stcPay;
  await expect.poll(() => input.inputValue(), { message: `STC Pay ${field}` }).toBe(fields[field]);
  await expect.poll(() => descriptionOf(input), { message: `STC Pay ${field}'s problem` }).toBe(problem ? stcPayProblemWords(world.language)[problem] : '');
  return input;
}

/** The editing checkout's other ways to pay: the Apple Pay button where the browser has it, the STC Pay form asking the mobile. */
export async function walletsShow(world: CheckoutWorld, snapshot: CheckoutSnapshot) {
  const text = screenText[world.language];
  if (snapshot.context.applePayAvailable) await applePayButton(world).and(world.customer.page.locator(':enabled')).waitFor();
  else expect(await applePayButton(world).count(), `'${text.payWithApplePay}' without Apple Pay`).toBe(0);
  const form = stcPayForm(world);
  await form.getByRole('button', { name: text.sendCode }).and(form.locator(':enabled')).waitFor();
  await stcPayFieldShows(world, snapshot, 'mobile');
  const { refusal } = snapshot.context.stcPay;
  const alert = form.getByRole('alert');
  if (refusal) await alert.filter({ hasText: stcPayProblemWords(world.language)[refusal as 'stcPayRefused'] }).waitFor();
  else expect(await alert.count(), 'an STC Pay alert').toBe(0);
}

const walletFormWords = {
  en: { applePay: `'Pay with Apple Pay' above it`, noApplePay: `no 'Pay with Apple Pay'`, stcPay: `the STC Pay form holding '${screenText.en.stcPayMobile}' `, under: ', under it ', alert: ', its alert ' },
  ar: { applePay: `وفوقه زر '${screenText.ar.payWithApplePay}'`, noApplePay: `ولا زر '${screenText.ar.payWithApplePay}'`, stcPay: `ونموذج STC Pay وفيه '${screenText.ar.stcPayMobile}' `, under: '، وتحته ', alert: '، وتنبيهه ' },
};

/** How the plan words them: the Apple Pay button, and the STC Pay form once something is typed in it. */
export function walletsWords(snapshot: CheckoutSnapshot, language: Language): string {
  const words = walletFormWords[language];
  const { stcPay, applePayAvailable } = snapshot.context;
  const parts = [applePayAvailable ? words.applePay : words.noApplePay];
  if (!stcPayUntouched(snapshot)) {
    parts.push(
      [
        `${words.stcPay}${stcPay.fields.mobile}`,
        stcPay.problem ? `${words.under}'${stcPayProblemWords(language)[stcPay.problem]}'` : '',
        stcPay.refusal ? `${words.alert}'${stcPayProblemWords(language)[stcPay.refusal as 'stcPayRefused']}'` : '',
      ].join(''),
    );
  }
  return parts.join(language === 'en' ? '; ' : '؛ ');
}

export const walletStates: CheckoutFlow['states'] = {
  sendingStcPayCode: {
    shows: both((language) =>
      language === 'en'
        ? `The STC Pay form's 'Send code' and its mobile cannot be tapped while the code is sent.`
        : `لا يمكن الضغط على '${screenText.ar.sendCode}' ولا تعديل الجوال في نموذج STC Pay أثناء إرسال الرمز.`,
    ),
    async check(world, snapshot) {
      const form = stcPayForm(world);
      await form.getByRole('button', { name: screenText[world.language].sendCode }).and(form.locator(':disabled')).waitFor();
      const mobile = form.getByLabel(screenText[world.language].stcPayMobile);
      expect(await mobile.inputValue()).toBe(snapshot.context.stcPay.fields.mobile);
      expect(await mobile.isDisabled(), 'the mobile while the code is sent').toBe(true);
    },
  },
  awaitingStcPayCode: {
    shows: (snapshot) =>
      both((language) => {
        const { code } = snapshot.context.stcPay.fields;
        const problem = snapshot.context.stcPay.problem;
        const said = `'${checkoutText[language].codeSentTo(snapshot.context.stcPay.fields.mobile)}'`;
        const problemWords = problem ? `'${stcPayProblemWords(language)[problem]}'` : '';
        return language === 'en'
          ? `The STC Pay form says ${said}, '${screenText.en.stcPayCode}' ${code ? `holding ${code}` : 'empty'}${problem ? ` with ${problemWords} under it` : ''}, with '${screenText.en.payWithStcPay}' and '${checkoutText.en.changeNumber}'; the card's 'Pay now' cannot be tapped.`
          : `يقول نموذج STC Pay ${said}، والحقل '${screenText.ar.stcPayCode}' ${code ? `وفيه ${code}` : 'فارغ'}${problem ? ` وتحته ${problemWords}` : ''}، مع '${screenText.ar.payWithStcPay}' و'${checkoutText.ar.changeNumber}'؛ ولا يمكن الضغط على '${screenText.ar.payNow}' في نموذج البطاقة.`;
      }),
    async check(world, snapshot) {
      const form = stcPayForm(world);
      const text = screenText[world.language];
      await form.getByRole('status').filter({ hasText: checkoutText[world.language].codeSentTo(snapshot.context.stcPay.fields.mobile) }).waitFor();
      await form.getByRole('button', { name: text.payWithStcPay }).and(form.locator(':enabled')).waitFor();
      await form.getByRole('button', { name: checkoutText[world.language].changeNumber }).waitFor();
      await stcPayFieldShows(world, snapshot, 'code');
      expect(await payNow(world).isDisabled(), `the card's '${text.payNow}' while the code is awaited`).toBe(true);
    },
  },
  payingWithStcPay: {
    shows: both((language) =>
      language === 'en'
        ? `The STC Pay form's '${screenText.en.payWithStcPay}' and its code cannot be tapped while the code is checked.`
        : `لا يمكن الضغط على '${screenText.ar.payWithStcPay}' ولا تعديل الرمز في نموذج STC Pay أثناء التحقق من الرمز.`,
    ),
    async check(world) {
      const form = stcPayForm(world);
      await form.getByRole('button', { name: screenText[world.language].payWithStcPay }).and(form.locator(':disabled')).waitFor();
      expect(await form.getByLabel(screenText[world.language].stcPayCode).isDisabled(), 'the code while it is checked').toBe(true);
    },
  },
  payingWithApplePay: {
    shows: both((language) =>
      language === 'en'
        ? `'Pay with Apple Pay' and the card's 'Pay now' cannot be tapped while Apple Pay is open.`
        : `لا يمكن الضغط على '${screenText.ar.payWithApplePay}' ولا على '${screenText.ar.payNow}' أثناء فتح Apple Pay.`,
    ),
    async check(world) {
      await applePayButton(world).and(world.customer.page.locator(':disabled')).waitFor();
      expect(await payNow(world).isDisabled(), `'Pay now' while Apple Pay is open`).toBe(true);
    },
  },
};

/** The STC Pay calls our server answers, held until the answer's step lets them through. */
const stcPayAnswers = (words: Words, call: 'stcPayCodes' | 'stcPayments') => ({ does: words, act: (world: CheckoutWorld) => world[call].release() });

export const walletEvents: CheckoutFlow['events'] = {
  'stcPay.edit': {
    does: (event) =>
      both((language) => (language === 'en' ? `Type ${event.value} in '${stcPayLabels(language)[event.field as StcPayField]}'.` : `اكتب ${event.value} في '${stcPayLabels(language)[event.field as StcPayField]}'.`)),
    async act(world, event) {
      await stcPayForm(world).getByLabel(stcPayLabels(world.language)[event.field as StcPayField]).fill(event.value as string);
    },
  },
  'stcPay.sendCode': {
    does: both((language) => (language === 'en' ? `Tap 'Send code' in the STC Pay form.` : `اضغط '${screenText.ar.sendCode}' في نموذج STC Pay.`)),
    async act(world) {
      await stcPayForm(world).getByRole('button', { name: screenText[world.language].sendCode }).click();
    },
  },
  'stcPay.submitCode': {
    does: both((language) => (language === 'en' ? `Tap '${screenText.en.payWithStcPay}'.` : `اضغط '${screenText.ar.payWithStcPay}'.`)),
    async act(world) {
      await stcPayForm(world).getByRole('button', { name: screenText[world.language].payWithStcPay }).click();
    },
  },
  'stcPay.changeMobile': {
    does: both((language) => (language === 'en' ? `Tap '${checkoutText.en.changeNumber}'.` : `اضغط '${checkoutText.ar.changeNumber}'.`)),
    async act(world) {
      await stcPayForm(world).getByRole('button', { name: checkoutText[world.language].changeNumber }).click();
    },
  },
  [sendingDone]: stcPayAnswers({ en: 'Wait for STC Pay to text the code.', ar: 'انتظر حتى ترسل STC Pay الرمز.' }, 'stcPayCodes'),
  [sendingError]: stcPayAnswers({ en: 'Wait for STC Pay to answer: this number has no wallet.', ar: 'انتظر ردّ STC Pay: لا محفظة لهذا الرقم.' }, 'stcPayCodes'),
  [codeDone]: stcPayAnswers({ en: 'Wait for STC Pay to accept the code.', ar: 'انتظر قبول STC Pay للرمز.' }, 'stcPayments'),
  [codeError]: stcPayAnswers({ en: 'Wait for STC Pay to refuse the code.', ar: 'انتظر رفض STC Pay للرمز.' }, 'stcPayments'),
  'applePay.pay': {
    does: both((language) => (language === 'en' ? `Tap 'Pay with Apple Pay'.` : `اضغط '${screenText.ar.payWithApplePay}'.`)),
    async act(world) {
      await applePayButton(world).click();
    },
  },
  [applePayDone]: {
    does: { en: 'On the Apple Pay sheet, approve the payment (Face ID or the side button).', ar: 'في نافذة Apple Pay، وافق على الدفع (بصمة الوجه أو الزر الجانبي).' },
    async act(world) {
      await world.paymentStarts.release();
      await approveApplePay(world.customer.page);
    },
  },
  [applePayError]: {
    does: { en: 'Close the Apple Pay sheet without paying.', ar: 'أغلق نافذة Apple Pay دون الدفع.' },
    async act(world) {
      await world.paymentStarts.release();
      await cancelApplePay(world.customer.page);
    },
  },
};
