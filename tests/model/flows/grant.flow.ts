// The grant machine in the browser: the admin, in a context of their own, syncs the user list
// (with the network off, so the spinner stays until it comes back or the sync gives up), fills
// in a customer by hand or opens the screen from the customer's page, chooses a plan and grants.
// The server's answer is the real one: the phone number typed decides whether it refuses
// ('invalidMobile') or grants; the call is held in the browser until the answer's step, so the
// busy button can be checked. A customer registered per path is who the grant goes to, and
// their dashboard then shows the plan.
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { emptyGrantForm, grantMachine, type GrantSnapshot } from '../../../machines/grant.machine.ts';
import { normaliseSaudiMobile } from '../../../machines/domain/phone-number.ts';
import type { PlanId } from '../../../machines/domain/constants.ts';
import { customerIdOf, languageChosenBefore, newVisitor, registeredByApi, toastSaying, type Visitor } from '../../e2e/browser.ts';
import { grantText } from '../../e2e/grant-text.ts';
import { screenText } from '../../e2e/screen-text.ts';
import { vipText } from '../../e2e/vip-text.ts';
import type { FlowModel, FlowWorld, ModelEvent, Words } from '../flow-model.ts';
import { fileAdmin, leave } from '../steps/admin-visitor.ts';
import { holdRequest, type HeldRequest } from '../steps/held-request.ts';
import { networkOff, networkOn } from '../steps/network.ts';

interface Customer {
  visitor: Visitor;
  id: string;
  fullName: string;
  email: string;
  /** As typed (05XXXXXXXX) and as the account keeps it (+9665XXXXXXXX). */
  mobile: string;
  storedMobile: string;
}

interface GrantWorld extends FlowWorld {
  browser: Browser;
  admin: Visitor;
  /** Registered when a step first needs them. */
  customer: Customer | null;
  heldGrant: HeldRequest | null;
  /** The plan the last grant asked for (the form forgets it once granted). */
  grantedPlan: PlanId | null;
}

const grantScreen = '/admin/grant-subscription';
const grantCall = '**/api/admin/grants';
const notASaudiMobile = '12345';
const syncGivesUpMs = 5_000;

const quietMachine = grantMachine.provide({ actions: { announceSynced: () => {}, announceGranted: () => {}, warnMissingInformation: () => {} } });

const eventSamples: ModelEvent[] = [
  { type: 'edit', field: 'fullName', value: 'Sara Alqahtani' },
  { type: 'edit', field: 'email', value: 'sara@example.test' },
  { type: 'edit', field: 'mobile', value: notASaudiMobile },
  { type: 'edit', field: 'mobile', value: '0512345678' },
  { type: 'choosePlan', plan: 'vip-plus' },
  { type: 'customerKnown', customer: { fullName: 'Sara Alqahtani', email: 'sara@example.test', mobile: '+966512345678' } },
  { type: 'customerKnown', customer: { fullName: 'Sara Alqahtani B', email: 'sara@example.test', mobile: '+966512345678' }, again: true },
  { type: 'sync' },
  { type: 'grant', missing: true },
  { type: 'grant' },
  { type: 'xstate.done.actor.refreshUsers' },
  { type: 'xstate.error.actor.refreshUsers', error: new Error('offline') },
  { type: 'xstate.done.actor.grantSubscription', output: { userId: '1234', created: false } },
  { type: 'xstate.error.actor.grantSubscription', error: { code: 'invalidMobile' } },
];

type MobileKind = 'none' | 'valid' | 'invalid';
/** The refusals the paths lead to. */
type RefusalShown = 'invalidMobile' | 'networkError';
const mobileKind = (mobile: string): MobileKind => (mobile.trim() === '' ? 'none' : normaliseSaudiMobile(mobile) ? 'valid' : 'invalid');
const requiredFilled = ({ context: { form } }: GrantSnapshot) => [form.fullName, form.email, form.mobile].every((value) => value.trim() !== '');
const isEmptyForm = ({ context: { form } }: GrantSnapshot) => JSON.stringify(form) === JSON.stringify(emptyGrantForm());
const untouched = (snapshot: GrantSnapshot) => isEmptyForm(snapshot) && snapshot.context.refusal == null && !snapshot.context.customerFilledIn;

/**
 * Which events a path may take where, so that the paths stay few: the typed form is filled in
 * name, email, phone order, first with a number the server refuses, then corrected; the sync fails
 * on the untouched screen, then succeeds; the customer's page opens the screen
 * only while it is untouched, and the plan and the customer's second notice belong to that
 * branch; the server's answer follows from the phone number; a grant ends the path.
 */
function mayTake(snapshot: GrantSnapshot, event: ModelEvent): boolean {
  const { form, refusal, customerFilledIn, granted } = snapshot.context;
  if (granted) return false;
  if (snapshot.matches('syncing')) return event.type === `xstate.${refusal == null ? 'error' : 'done'}.actor.refreshUsers`;
  if (snapshot.matches('granting')) return event.type === `xstate.${mobileKind(form.mobile) === 'valid' ? 'done' : 'error'}.actor.grantSubscription`;
  if (refusal === 'networkError') return event.type === 'sync';
  const mobile = mobileKind(form.mobile);
  switch (event.type) {
    case 'edit':
      if (customerFilledIn) return false;
      if (event.field === 'fullName') return form.fullName === '';
      if (event.field === 'email') return form.fullName !== '' && form.email === '';
      if (mobileKind(event.value) === 'invalid') return form.email !== '' && mobile === 'none';
      return mobile === 'invalid' && refusal === 'invalidMobile';
    case 'choosePlan':
      return customerFilledIn && form.plan !== event.plan;
    case 'customerKnown':
      return event.again ? customerFilledIn && form.plan === 'vip' : untouched(snapshot);
    case 'sync':
      return !customerFilledIn && isEmptyForm(snapshot) && refusal !== 'invalidMobile';
    case 'grant':
      if (event.missing) return !customerFilledIn && form.email !== '' && mobile === 'none';
      if (!requiredFilled(snapshot)) return false;
      if (customerFilledIn) return form.plan === 'vip-plus';
      return refusal === 'invalidMobile' ? mobile === 'valid' : mobile === 'invalid';
    default:
      return false;
  }
}

const text = (world: GrantWorld) => grantText[world.language];
const planLabel = (world: GrantWorld, plan: PlanId) => vipText[world.language].planName[plan];

async function customerOf(world: GrantWorld): Promise<Customer> {
  if (world.customer) return world.customer;
  const visitor = await newVisitor(world.browser);
  world.visitors.push(visitor);
  await languageChosenBefore(visitor, world.language);
  const person = await registeredByApi(visitor, world.language === 'ar' ? 'سارة القحطاني' : 'Sara Alqahtani');
  world.customer = { visitor, id: await customerIdOf(visitor.page), ...person };
  return world.customer;
}

/** What each field of the form must hold for this snapshot, with the path's customer's details. */
function expectedFields(world: GrantWorld, snapshot: GrantSnapshot): Record<string, string> {
  const { form, customerFilledIn } = snapshot.context;
  const customer = world.customer;
  const filled = (value: string, real: string | undefined) => (value === '' ? '' : (real ?? value));
  const mobile = { none: '', invalid: notASaudiMobile, valid: customerFilledIn ? customer?.storedMobile : customer?.mobile }[mobileKind(form.mobile)];
  return {
    [text(world).fullName]: filled(form.fullName, customer?.fullName),
    [text(world).email]: filled(form.email, customer?.email),
    [text(world).phone]: mobile ?? '',
  };
}

async function showsForm(world: GrantWorld, snapshot: GrantSnapshot): Promise<void> {
  const { page } = world.admin;
  await page.getByRole('heading', { name: text(world).title, level: 1 }).waitFor();
  for (const [label, value] of Object.entries(expectedFields(world, snapshot))) {
    await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue(), { message: label, timeout: 5_000 }).toBe(value);
  }
  await expect.poll(() => page.getByLabel(planLabel(world, snapshot.context.form.plan), { exact: true }).isChecked(), { message: 'the plan chosen', timeout: 5_000 }).toBe(true);
  const alert = page.locator('form').getByRole('alert');
  const { refusal } = snapshot.context;
  if (refusal) await alert.filter({ hasText: text(world)[refusal as RefusalShown] }).waitFor();
  else expect(await alert.count(), 'a refusal on the form').toBe(0);
}

const busy = async (world: GrantWorld, name: string, expected: boolean) => {
  const button = world.admin.page.getByRole('button', { name, exact: true });
  await expect.poll(() => button.getAttribute('aria-busy'), { message: `${name} busy`, timeout: 5_000 }).toBe(String(expected));
  expect(await button.isDisabled(), `${name} disabled`).toBe(expected);
};

/** What the form shows, field by field, in the plans' words. */
function formWords(snapshot: GrantSnapshot): Words {
  const { form, refusal, customerFilledIn } = snapshot.context;
  const parts: Record<keyof Words, string[]> = { en: [], ar: [] };
  const add = (en: string, ar: string) => {
    parts.en.push(en);
    parts.ar.push(ar);
  };
  if (isEmptyForm(snapshot)) add('The form is empty', 'النموذج فارغ');
  else if (customerFilledIn) add("'Full Name', 'Email Address' and 'Phone Number' hold the customer's details", 'تحمل حقول «الاسم الكامل» و«البريد الإلكتروني» و«رقم الجوال» بيانات العميل');
  else {
    if (form.fullName) add("'Full Name' holds the customer's name", 'يحمل حقل «الاسم الكامل» اسم العميل');
    if (form.email) add("'Email Address' holds the customer's email", 'يحمل حقل «البريد الإلكتروني» بريد العميل');
    const mobile = mobileKind(form.mobile);
    if (mobile === 'none') add("'Phone Number' is empty", 'حقل «رقم الجوال» فارغ');
    if (mobile === 'invalid') add(`'Phone Number' holds '${notASaudiMobile}'`, `يحمل حقل «رقم الجوال» ‎'${notASaudiMobile}'‎`);
    if (mobile === 'valid') add("'Phone Number' holds the customer's mobile", 'يحمل حقل «رقم الجوال» جوال العميل');
  }
  add(`the plan '${vipText.en.planName[form.plan]}' is chosen`, `الباقة «${vipText.ar.planName[form.plan]}» مختارة`);
  if (refusal) add(`the form says '${grantText.en[refusal as RefusalShown]}'`, `يقول النموذج «${grantText.ar[refusal as RefusalShown]}»`);
  else add('no error on the form', 'لا خطأ في النموذج');
  return { en: `${parts.en.join('; ')}.`, ar: `${parts.ar.join('؛ ')}.` };
}

export const flow: FlowModel<typeof quietMachine, GrantWorld> = {
  name: 'grant',
  machine: quietMachine,
  input: { form: emptyGrantForm() },
  eventSamples,
  serializeState: (snapshot) => {
    const { form, refusal, customerFilledIn, granted } = snapshot.context;
    return JSON.stringify([snapshot.value, form.fullName !== '', form.email !== '', mobileKind(form.mobile), form.plan, refusal, customerFilledIn, granted != null]);
  },
  filterEvents: mayTake,
  languages: ['en', 'ar'],
  states: {
    editing: {
      shows: (snapshot) => {
        const words = formWords(snapshot);
        if (!snapshot.context.granted) return words;
        return {
          en: `'Subscription granted' appears. ${words.en} On the customer's dashboard, the VIP badge names the plan granted.`,
          ar: `تظهر «${grantText.ar.granted}». ${words.ar} في لوحة العميل، تحمل شارة VIP اسم الباقة الممنوحة.`,
        };
      },
      async check(world, snapshot) {
        await busy(world, text(world).sync, false);
        await busy(world, text(world).title, false);
        if (snapshot.context.granted) await showsGranted(world);
        await showsForm(world, snapshot);
      },
    },
    syncing: {
      shows: {
        en: "'Sync' shows a spinner and cannot be tapped; the page says you are offline.",
        ar: 'يعرض زر «مزامنة» مؤشر انتظار ولا يمكن الضغط عليه؛ وتقول الصفحة إنك غير متصل.',
      },
      check: (world) => busy(world, text(world).sync, true),
    },
    granting: {
      shows: (snapshot) => {
        const words = formWords(snapshot);
        return { en: `'Grant Subscription' is busy and cannot be tapped. ${words.en}`, ar: `زر «منح اشتراك» مشغول ولا يمكن الضغط عليه. ${words.ar}` };
      },
      async check(world, snapshot) {
        await busy(world, text(world).title, true);
        await showsForm(world, snapshot);
      },
    },
  },
  events: {
    edit: {
      does: (event) => {
        if (event.field === 'fullName') return { en: "Type the customer's full name in 'Full Name'.", ar: 'اكتب اسم العميل الكامل في «الاسم الكامل».' };
        if (event.field === 'email') return { en: "Type the customer's email in 'Email Address'.", ar: 'اكتب بريد العميل في «البريد الإلكتروني».' };
        if (event.value === notASaudiMobile) return { en: `Type '${notASaudiMobile}' in 'Phone Number'.`, ar: `اكتب ‎'${notASaudiMobile}'‎ في «رقم الجوال».` };
        return { en: "Replace 'Phone Number' with the customer's mobile (05XXXXXXXX).", ar: 'ضع جوال العميل (05XXXXXXXX) مكان ما في «رقم الجوال».' };
      },
      async act(world, event) {
        const customer = await customerOf(world);
        const value = { fullName: customer.fullName, email: customer.email, mobile: event.value === notASaudiMobile ? notASaudiMobile : customer.mobile }[event.field as 'email'];
        const labels = { fullName: text(world).fullName, email: text(world).email, mobile: text(world).phone };
        await world.admin.page.getByLabel(labels[event.field as 'email'], { exact: true }).fill(value);
      },
    },
    choosePlan: {
      does: (event) => ({ en: `Choose the plan '${vipText.en.planName[event.plan as PlanId]}'.`, ar: `اختر الباقة «${vipText.ar.planName[event.plan as PlanId]}».` }),
      act: (world, event) => world.admin.page.getByLabel(planLabel(world, event.plan), { exact: true }).check(),
    },
    customerKnown: {
      does: (event) =>
        event.again
          ? {
              en: "The customer changes their full name in their own Settings and taps 'Save changes'.",
              ar: 'يغيّر العميل اسمه الكامل في «الإعدادات» من حسابه ويضغط «حفظ التغييرات».',
            }
          : { en: "Open the customer's page in the admin area (Users) and tap 'Grant subscription'.", ar: 'افتح صفحة العميل في لوحة المشرف (المستخدمون) واضغط «منح اشتراك».' },
      async act(world, event) {
        const customer = await customerOf(world);
        if (event.again) return renameCustomer(world, customer);
        const { page } = world.admin;
        await world.admin.open(`/admin/users/${customer.id}`);
        await page.locator('#main').getByRole('link', { name: text(world).grantLink, exact: true }).click();
        await page.waitForURL(`**${grantScreen}/${customer.id}`);
      },
    },
    sync: {
      does: { en: "Turn the network off (airplane mode), then tap 'Sync'.", ar: 'أوقف الشبكة (وضع الطيران)، ثم اضغط «مزامنة».' },
      async act(world) {
        await networkOff(world.admin, world.language);
        await world.admin.page.getByRole('button', { name: text(world).sync, exact: true }).click();
      },
    },
    'xstate.done.actor.refreshUsers': {
      does: { en: "Turn the network back on: 'Sync Complete!' appears.", ar: 'أعد تشغيل الشبكة: تظهر «اكتملت المزامنة!».' },
      async act(world) {
        await networkOn(world.admin, world.language);
        await toastSaying(world.admin.page, text(world).synced);
      },
    },
    'xstate.error.actor.refreshUsers': {
      does: { en: 'Keep the network off for 5 seconds, then turn it back on.', ar: 'أبقِ الشبكة متوقفة 5 ثوانٍ، ثم أعد تشغيلها.' },
      async act(world) {
        const sync = world.admin.page.getByRole('button', { name: text(world).sync, exact: true });
        await expect.poll(() => sync.isDisabled(), { timeout: syncGivesUpMs * 2, message: 'the sync giving up' }).toBe(false);
        await networkOn(world.admin, world.language);
      },
    },
    grant: {
      does: (event) =>
        event.missing
          ? { en: "Tap 'Grant Subscription' with the phone number blank: 'Missing Information' appears.", ar: 'اضغط «منح اشتراك» ورقم الجوال فارغ: تظهر «معلومات ناقصة».' }
          : { en: "Tap 'Grant Subscription'.", ar: 'اضغط «منح اشتراك».' },
      async act(world, event, before) {
        const { page } = world.admin;
        world.grantedPlan = (before as GrantSnapshot).context.form.plan;
        const submit = page.getByRole('button', { name: text(world).title, exact: true });
        if (event.missing) {
          await submit.click();
          await toastSaying(page, text(world).missing);
          return;
        }
        world.heldGrant = await holdRequest(page, grantCall);
        await submit.click();
        await world.heldGrant.sent;
      },
    },
    'xstate.done.actor.grantSubscription': {
      does: { en: 'Wait for the server to answer.', ar: 'انتظر ردّ الخادم.' },
      act: (world) => releaseGrant(world),
    },
    'xstate.error.actor.grantSubscription': {
      does: { en: 'Wait for the server to answer.', ar: 'انتظر ردّ الخادم.' },
      act: (world) => releaseGrant(world),
    },
  },
  async open(browser, language) {
    const admin = await fileAdmin(browser, language);
    await admin.open(grantScreen);
    return { language, browser, admin, customer: null, heldGrant: null, grantedPlan: null, visitors: [admin] };
  },
  async close(world) {
    for (const visitor of world.visitors) await leave(visitor);
  },
};

async function releaseGrant(world: GrantWorld): Promise<void> {
  if (!world.heldGrant) throw new Error('no grant is waiting for the server');
  await world.heldGrant.release();
  world.heldGrant = null;
}

async function renameCustomer(world: GrantWorld, customer: Customer): Promise<void> {
  const { visitor } = customer;
  const words = screenText[world.language];
  const { page } = visitor;
  await visitor.open('/settings');
  await page.getByLabel(words.fullName, { exact: true }).fill(`${customer.fullName} B`);
  await page.getByRole('button', { name: words.saveChanges }).click();
  const updated = page.getByTestId('toast').filter({ hasText: words.profileUpdated });
  await updated.waitFor({ timeout: 5_000 });
}

async function showsGranted(world: GrantWorld): Promise<void> {
  await toastSaying(world.admin.page, text(world).granted);
  const customer = world.customer!;
  await customer.visitor.open('/dashboard');
  const badge = customer.visitor.page.getByTestId('vip-badge');
  const plan = planLabel(world, world.grantedPlan!);
  await expect.poll(() => badge.textContent(), { message: "the customer's VIP badge", timeout: 10_000 }).toMatch(new RegExp(`^${plan} ·`));
}
