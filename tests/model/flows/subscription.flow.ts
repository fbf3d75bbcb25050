// A customer's VIP plan, from the real subscription machine: the customer asks for a plan on
// its page, the admin grants it on the Subscriptions tab or the customer pays for it by card;
// VIP bookings in the VIP area use its visits, with 2 hours between them and no more than the
// plan's; a cancelled VIP booking gives its visit back; the admin extends or revokes the plan;
// the plan runs out at its expiry. Time passes on the server and in both browsers together.
import { getNextSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { PlanId } from '../../../machines/domain/constants.ts';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import type { Actor } from '../../../machines/domain/envelope.ts';
import { subscriptionStream } from '../../../machines/domain/streams.ts';
import { replay } from '../../../machines/stream-decision.ts';
import {
  activeAt,
  daysLeftAt,
  nextVipBookingAt,
  subscriptionMachine,
  visitsLeft,
  type SubscriptionContext,
  type SubscriptionSnapshot,
} from '../../../machines/subscription.machine.ts';
import type { MachineEvent } from '../../../machines/domain/envelope.ts';
import { fillBooking, offered } from '../../e2e/booking-steps.ts';
import { customerIdOf, languageChosenBefore, newVisitor, registeredByApi, toastSaying, type Visitor } from '../../e2e/browser.ts';
import { signInAdminByApi } from '../../e2e/admin-by-api.ts';
import { cardSteps, customerEvents, testCards } from '../../e2e/checkout-steps.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import { vipText } from '../../e2e/vip-text.ts';
import type { FlowModel, FlowWorld, ModelEvent, Words } from '../flow-model.ts';
import { movableClock, serverNow, timePasses } from '../steps/time-passes.ts';
import { plumberAdded } from '../steps/admin-visitor.ts';

const dedicatedWords = {
  en: { dedicatedTechnician: 'Dedicated technician', saved: 'Dedicated technician saved' },
  ar: { dedicatedTechnician: 'الفني المخصص', saved: 'تم حفظ الفني المخصص' },
} satisfies Record<Language, Record<string, string>>;

interface SubscriptionWorld extends FlowWorld {
  customer: Visitor;
  admin: Visitor;
  customerId: string;
  /** The note each VIP booking was made with, by the request id the model gave it. */
  bookings: Map<string, string>;
  /** The plumber the admin added, to dedicate to a VIP Plus customer. */
  technician: { en: string; ar: string };
}

// --- The model's events and its clock ----------------------------------------------------

const customerActor: Actor = { role: 'customer', userId: 'customer' };
const adminActor: Actor = { role: 'admin', userId: 'admin' };
const serverActor: Actor = { role: 'system' };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const modelStart = Date.parse('2026-11-01T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** The model's moment: the latest the plan records; each event happens a minute after it, or when time has passed. */
function modelNow(context: SubscriptionContext): number {
  const moments = [context.grantedAt, context.lastVipRequestAt, context.requested?.at].filter((at): at is string => at != null);
  return Math.max(modelStart, ...moments.map(Date.parse));
}

/** A decided event as the log hands it to the machine; `id` names the sample, so path ids stay stable. */
const decided = (id: string, type: string, data: unknown, actor: Actor, at: number): ModelEvent => ({ id, type, data, actor, at: iso(at) });

function eventSamples(snapshot: SubscriptionSnapshot): ModelEvent[] {
  const { context } = snapshot;
  const soon = modelNow(context) + minuteMs;
  const wanted = context.requested?.plan ?? 'vip';
  const terms = defaultSettings.plans[wanted];
  const grant = { plan: wanted, days: terms.days, maxVisits: terms.visits, note: '' };
  const payment = { provider: 'test', paymentId: 'pay_plan', amountHalalas: terms.price * 100, card: { brand: 'visa', last4: '4242' }, invoiceNumber: 1 };
  const visit = { requestId: `vip-visit-${context.visits.length + 1}` };
  const next = nextVipBookingAt(context);
  const booking = snapshot.matches('basic') ? 'vip-area-without-plan' : next !== null && soon < Date.parse(next) ? 'book-within-2-hours' : 'book';
  return [
    decided('ask-vip', 'subscription.requested', { plan: 'vip' }, customerActor, soon),
    decided('ask-vip-plus', 'subscription.requested', { plan: 'vip-plus' }, customerActor, soon),
    ...(context.expiresAt ? [decided('ask-vip-plus-after-expiry', 'subscription.requested', { plan: 'vip-plus' }, customerActor, Date.parse(context.expiresAt) + hourMs)] : []),
    decided('grant', 'subscription.granted', { ...grant, via: 'admin' }, adminActor, soon),
    decided('pay', 'subscription.granted', { ...grant, via: 'payment', payment }, serverActor, soon),
    decided('extend', 'subscription.extended', { days: terms.days }, adminActor, soon),
    decided('revoke', 'subscription.revoked', {}, adminActor, soon),
    decided(booking, 'subscription.visitRecorded', visit, customerActor, soon),
    ...(next ? [decided('book-after-2-hours', 'subscription.visitRecorded', visit, customerActor, Date.parse(next) + minuteMs)] : []),
    decided('give-back', 'subscription.visitRefunded', { requestId: context.visits.at(-1) ?? 'none' }, customerActor, soon),
    decided('dedicate', 'subscription.technicianDedicated', { technician: { id: 'model-plumber', name: { en: 'Ahmed', ar: 'أحمد' } } }, adminActor, soon),
  ];
}

/**
 * The stories the paths tell, by the samples each snapshot may take: VIP asked for, then granted
 * by the admin (bookings up to the limit; or one booking cancelled, VIP Plus asked for, the plan
 * revoked, the VIP area refused) or paid by card (extended, run out, VIP Plus granted, a booking
 * and another at once, refused). Without it every step could follow every other.
 */
function samplesAllowed(snapshot: SubscriptionSnapshot): string[] {
  const { context } = snapshot;
  if (snapshot.matches('basic')) {
    if (context.grantedAt !== null) return ['vip-area-without-plan'];
    return context.requested === null ? ['ask-vip'] : ['grant', 'pay'];
  }
  const now = iso(modelNow(context));
  if (!activeAt(context, now)) return ['grant'];
  if (context.payment) return daysLeftAt(context, now) > defaultSettings.plans.vip.days ? ['ask-vip-plus-after-expiry'] : ['extend'];
  if (context.plan === 'vip-plus') return context.dedicatedTechnician ? ['book', 'book-within-2-hours'] : ['dedicate'];
  if (context.requested) return ['revoke'];
  if (context.visitsUsed === 0) return context.lastVipRequestAt === null ? ['book'] : ['ask-vip-plus'];
  if (context.visitsUsed === 1) return ['book-after-2-hours', 'give-back'];
  return visitsLeft(context) > 0 ? ['book-after-2-hours'] : [];
}

/**
 * What the screens show of a snapshot, and after a refusal or a visit given back, that too (their
 * alert and toast): xstate/graph hands the event and the snapshot before it, and a refused event
 * leaves the very same snapshot.
 */
function screenOf(snapshot: SubscriptionSnapshot, event?: ModelEvent, before?: SubscriptionSnapshot): string {
  const { context } = snapshot;
  const now = iso(modelNow(context));
  const plan = snapshot.matches('subscribed')
    ? { plan: context.plan, active: activeAt(context, now), paid: context.payment !== null, visits: `${context.visitsUsed}/${context.maxVisits}`, daysLeft: daysLeftAt(context, now), dedicated: context.dedicatedTechnician !== null }
    : null;
  const answer = event && before === snapshot ? `refused ${event.id}` : event?.type === 'subscription.visitRefunded' ? 'visit given back' : null;
  return JSON.stringify([snapshot.value, context.requested?.plan ?? null, plan, answer]);
}

// --- What each person sees ---------------------------------------------------------------

const words = (language: Language) => ({ ...screenText[language], ...vipText[language] });
const planName = (language: Language, plan: PlanId) => vipText[language].planName[plan];

/** The customer's dashboard, opened afresh, once it greets them. */
async function customerDashboard(world: SubscriptionWorld) {
  await world.customer.open('/dashboard');
  const main = world.customer.page.locator('#main');
  await main.getByRole('heading', { level: 1 }).waitFor();
  return main;
}

/** A row of the customer's: their id alone, not inside a longer number (customer 12 is not customer 112). */
const customerRow = (world: SubscriptionWorld) => new RegExp(`(^|\\D)${world.customerId}(\\D|$)`);

/** The admin's Subscriptions tab shows the customer waiting for `requested` (or not waiting) and their plan in force with `plan` in its row (or none). */
async function adminSees(world: SubscriptionWorld, requested: PlanId | null, plan: string[] | null) {
  const text = words(world.language);
  const { page } = world.admin;
  await page.getByRole('heading', { name: text.activePlans }).waitFor();
  const theCustomer = customerRow(world);
  const waiting = page.getByTestId('subscription-request').filter({ hasText: theCustomer });
  const active = page.getByTestId('active-plan').filter({ hasText: theCustomer });
  if (requested) await waiting.getByRole('button', { name: text.grant(planName(world.language, requested)), exact: true }).waitFor();
  else await expect.poll(() => waiting.count(), { message: 'the customer waiting for a plan' }).toBe(0);
  if (plan) for (const part of plan) await expect.poll(async () => (await active.textContent()) ?? '', { message: 'the customer’s plan in force' }).toContain(part);
  else await expect.poll(() => active.count(), { message: 'the customer’s plan in force' }).toBe(0);
}

const planWords = (snapshot: SubscriptionSnapshot) => {
  const { context } = snapshot;
  const now = iso(modelNow(context));
  return { plan: context.plan!, days: daysLeftAt(context, now), used: context.visitsUsed, max: context.maxVisits, full: visitsLeft(context) === 0, paid: context.payment !== null };
};

const askedFor = (snapshot: SubscriptionSnapshot): Words => {
  const requested = snapshot.context.requested?.plan;
  if (!requested) return { en: "the admin's Subscriptions tab has no request from the customer", ar: 'لا طلب اشتراك من العميل في تبويب «الاشتراكات» لدى المشرف' };
  return {
    en: `the admin's Subscriptions tab lists the customer under 'Subscription requests' with 'Grant ${planName('en', requested)}'`,
    ar: `يعرض تبويب «الاشتراكات» لدى المشرف العميلَ تحت «طلبات الاشتراك» مع زر «منح ${planName('ar', requested)}»`,
  };
};

// --- What each person does ---------------------------------------------------------------

/** The customer's subscription as the server holds it: their own events of it, replayed. */
async function ownSubscription(world: SubscriptionWorld): Promise<SubscriptionContext> {
  const events = (await customerEvents(world.customer.page)).filter((event) => event.stream === subscriptionStream(world.customerId));
  return replay(subscriptionMachine, events as unknown as MachineEvent[]).context as SubscriptionContext;
}

/**
 * Time passes until `moment` (an instant of the server's) and `extraMs` more. The admin's tab is
 * closed meanwhile (its session ends after 30 idle minutes, and the tab would sign out the new
 * one), then signed in again and reopened.
 */
async function timePassesUntil(world: SubscriptionWorld, moment: string, extraMs: number) {
  await world.admin.page.goto('about:blank');
  const wait = Date.parse(moment) - serverNow().getTime() + extraMs;
  if (wait > 0) await timePasses(wait, world.visitors, world.customer.page);
  await signInAdminByApi(world.admin.context);
  await world.admin.open('/admin/dashboard?tab=subscriptions');
}

/** A working day at least two days on, from the days the form offers. */
async function laterWorkingDay(world: SubscriptionWorld): Promise<string> {
  const days = (await offered(world.customer.page, screenText[world.language].preferredDate))
    .map((option) => option.value)
    .filter((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).getUTCDay() !== 5);
  return days[2]!;
}

const bookingNote = (language: Language, requestId: string) =>
  language === 'ar' ? `فحص الأسلاك الكهربائية، ${requestId}` : `Check the wiring, ${requestId}`;

async function bookVipVisit(world: SubscriptionWorld, event: ModelEvent, answer: 'booked' | 'refused') {
  const text = words(world.language);
  const { page } = world.customer;
  const main = page.locator('#main');
  await world.customer.open('/vip-poker');
  await main.getByRole('group', { name: text.chooseUpTo2 }).getByLabel(text.services.electrical).check();
  const note = bookingNote(world.language, event.data.requestId);
  await fillBooking(page, world.language, { note, address: 'حي النرجس، شارع الثمامة', date: await laterWorkingDay(world), time: '10:00' });
  await main.getByRole('button', { name: text.submitRequest }).click();
  if (answer === 'refused') {
    await main.getByRole('alert').filter({ hasText: text.bookAgainLater }).waitFor();
    return;
  }
  await toastSaying(page, text.requestSubmitted);
  world.bookings.set(event.data.requestId, note);
}

// --- The flow ----------------------------------------------------------------------------

export const flow: FlowModel<typeof subscriptionMachine, SubscriptionWorld> = {
  name: 'subscription',
  machine: subscriptionMachine,
  eventSamples,
  serializeState: screenOf,
  filterEvents: (snapshot, event) => samplesAllowed(snapshot).includes(event.id),
  languages: ['en', 'ar'],
  states: {
    basic: {
      shows: (snapshot) => {
        const asked = askedFor(snapshot);
        return {
          en: `The dashboard shows no VIP badge and 'VIP Area' is a button, not a link; ${asked.en}; no plan in force for the customer under 'Active plans'`,
          ar: `لا تعرض لوحة التحكم شارة VIP و«منطقة VIP» زرٌّ لا رابط؛ ${asked.ar}؛ ولا باقة سارية للعميل تحت «الباقات السارية»`,
        };
      },
      async check(world, snapshot) {
        const text = words(world.language);
        const main = await customerDashboard(world);
        await main.getByRole('button', { name: text.vipArea }).waitFor();
        expect(await world.customer.page.getByTestId('vip-badge').count(), 'the VIP badge').toBe(0);
        await adminSees(world, snapshot.context.requested?.plan ?? null, null);
      },
    },
    subscribed: {
      shows: (snapshot) => {
        const asked = askedFor(snapshot);
        if (!activeAt(snapshot.context, iso(modelNow(snapshot.context)))) {
          return {
            en: `The plan has run out: the dashboard shows no VIP badge and 'VIP Area' is a button; ${asked.en}; no plan in force for the customer under 'Active plans'`,
            ar: `انتهت الباقة: لا تعرض لوحة التحكم شارة VIP و«منطقة VIP» زرٌّ؛ ${asked.ar}؛ ولا باقة سارية للعميل تحت «الباقات السارية»`,
          };
        }
        const { plan, days, used, max, full, paid } = planWords(snapshot);
        const dedicated = snapshot.context.dedicatedTechnician !== null;
        return {
          en: [
            `The dashboard's badge reads '${vipText.en.badge(planName('en', plan), days)}'`,
            `the VIP area shows visits used '${used} / ${max}'${full ? " and 'Visit limit reached' instead of the booking form" : ' and the booking form'}${paid ? ", with 'Invoice for this plan'" : ''}${dedicated ? ", and 'Your dedicated technician: <the plumber>'" : ''}`,
            asked.en,
            `the customer's row under 'Active plans' reads '${used} / ${max}'${paid ? " and 'paid by card:'" : ''}`,
          ].join('; '),
          ar: [
            `تعرض شارة لوحة التحكم «${vipText.ar.badge(planName('ar', plan), days)}»`,
            `وتعرض منطقة VIP الزيارات المستخدمة «${used} / ${max}»${full ? ' و«تم بلوغ حد الزيارات» بدل نموذج الحجز' : ' ونموذج الحجز'}${paid ? ' مع «فاتورة هذه الباقة»' : ''}${dedicated ? ' و«الفني المخصص لك: <السباك>»' : ''}`,
            asked.ar,
            `ويعرض صف العميل تحت «الباقات السارية» «${used} / ${max}»${paid ? ' و«مدفوعة بالبطاقة:»' : ''}`,
          ].join('؛ '),
        };
      },
      async check(world, snapshot) {
        const text = words(world.language);
        const { page } = world.customer;
        const requested = snapshot.context.requested?.plan ?? null;
        const main = await customerDashboard(world);
        if (!activeAt(snapshot.context, iso(modelNow(snapshot.context)))) {
          await main.getByRole('button', { name: text.vipArea }).waitFor();
          expect(await page.getByTestId('vip-badge').count(), 'the VIP badge').toBe(0);
          await adminSees(world, requested, null);
          return;
        }
        const { plan, days, used, max, full, paid } = planWords(snapshot);
        const visits = `${used} / ${max}`;
        await expect.poll(() => page.getByTestId('vip-badge').textContent(), { message: 'the VIP badge' }).toBe(text.badge(planName(world.language, plan), days));
        await main.getByRole('link', { name: text.vipArea }).click();
        await page.getByRole('heading', { name: text.vipServices, level: 1 }).waitFor();
        await expect.poll(() => page.getByTestId('vip-visits').textContent(), { message: 'the visits used' }).toBe(visits);
        if (full) await main.getByRole('heading', { name: text.visitLimitReached }).waitFor();
        else await main.getByRole('button', { name: text.submitRequest }).waitFor();
        expect(await main.getByRole('button', { name: text.submitRequest }).count(), 'the booking form’s button').toBe(full ? 0 : 1);
        expect(await main.getByRole('link', { name: text.invoiceForThisPlan }).count(), 'the plan’s invoice').toBe(paid ? 1 : 0);
        const dedicated = page.getByTestId('vip-dedicated-technician');
        if (snapshot.context.dedicatedTechnician) await expect.poll(() => dedicated.textContent(), { message: 'the dedicated technician' }).toContain(world.technician[world.language]);
        else expect(await dedicated.count(), 'a dedicated technician').toBe(0);
        await adminSees(world, requested, paid ? [visits, text.paidByCard] : [visits]);
      },
    },
  },
  events: {
    'subscription.requested': {
      does: (event) => {
        const plan = event.data.plan as PlanId;
        const ask = {
          en: `Customer: open the ${planName('en', plan)} plan page (/subscription/${plan}) and tap 'Subscribe': the toast reads 'Subscription request sent'`,
          ar: `العميل: افتح صفحة باقة ${planName('ar', plan)} ‏(/subscription/${plan}) واضغط «اشترك»: يظهر إشعار «تم إرسال طلب الاشتراك»`,
        };
        if (event.id !== 'ask-vip-plus-after-expiry') return ask;
        return {
          en: `Wait until an hour after the plan's expiry (the server's clock and both phones' clocks move forward). ${ask.en}`,
          ar: `انتظر حتى تمضي ساعة على انتهاء الباقة (تتقدم ساعة الخادم وساعتا الهاتفين). ${ask.ar}`,
        };
      },
      async act(world, event) {
        const text = words(world.language);
        const { page } = world.customer;
        if (event.id === 'ask-vip-plus-after-expiry') {
          const { expiresAt } = await ownSubscription(world);
          await timePassesUntil(world, expiresAt!, hourMs);
        }
        await world.customer.open(`/subscription/${event.data.plan}`);
        await page.locator('#main').getByRole('button', { name: text.subscribe, exact: true }).click();
        await toastSaying(page, text.requestSent);
      },
    },
    'subscription.granted': {
      does: (event) => {
        const plan = event.data.plan as PlanId;
        if (event.data.via === 'payment') {
          return {
            en: `Customer: on the ${planName('en', plan)} plan page tap 'Pay by card now', pay with the card 4242 4242 4242 4242: the toast reads 'Your VIP plan is active.' and the VIP area opens`,
            ar: `العميل: في صفحة باقة ${planName('ar', plan)} اضغط «ادفع بالبطاقة الآن» وادفع بالبطاقة 4242 4242 4242 4242: يظهر إشعار «باقة VIP الخاصة بك مفعّلة الآن.» وتُفتح منطقة VIP`,
          };
        }
        return {
          en: `Admin: on the Subscriptions tab tap 'Grant ${planName('en', plan)}' on the customer's request: the toast reads 'Subscription granted'`,
          ar: `المشرف: في تبويب «الاشتراكات» اضغط «منح ${planName('ar', plan)}» على طلب العميل: يظهر إشعار «تم منح الاشتراك»`,
        };
      },
      async act(world, event) {
        const text = words(world.language);
        const plan = event.data.plan as PlanId;
        if (event.data.via === 'payment') {
          const { page } = world.customer;
          const { cardForm, fillCard } = cardSteps(world.language);
          await world.customer.open(`/subscription/${plan}`);
          await page.locator('#main').getByRole('link', { name: text.payByCardNow }).click();
          const form = cardForm(page);
          await fillCard(form, testCards.paid);
          await form.getByRole('button', { name: text.payNow }).click();
          await toastSaying(page, text.planActive);
          await page.waitForURL('**/vip-poker');
          return;
        }
        const { page } = world.admin;
        const request = page.getByTestId('subscription-request').filter({ hasText: customerRow(world) });
        await request.getByRole('button', { name: text.grant(planName(world.language, plan)), exact: true }).click();
        await toastSaying(page, text.subscriptionGranted);
      },
    },
    'subscription.extended': {
      does: {
        en: "Admin: tap 'Extend 30 days' on the customer's row under 'Active plans': the toast reads 'Subscription extended'",
        ar: 'المشرف: اضغط «تمديد 30 يومًا» على صف العميل تحت «الباقات السارية»: يظهر إشعار «تم تمديد الاشتراك»',
      },
      async act(world, event) {
        const text = words(world.language);
        const { page } = world.admin;
        const row = page.getByTestId('active-plan').filter({ hasText: customerRow(world) });
        await row.getByRole('button', { name: text.extendDays(event.data.days) }).click();
        await toastSaying(page, text.subscriptionExtended);
      },
    },
    'subscription.revoked': {
      does: {
        en: "Admin: tap 'Revoke' on the customer's row under 'Active plans': the toast reads 'Subscription revoked'",
        ar: 'المشرف: اضغط «إلغاء الباقة» على صف العميل تحت «الباقات السارية»: يظهر إشعار «تم إلغاء الاشتراك»',
      },
      async act(world) {
        const text = words(world.language);
        const { page } = world.admin;
        await page.getByTestId('active-plan').filter({ hasText: customerRow(world) }).getByRole('button', { name: text.revoke }).click();
        await toastSaying(page, text.subscriptionRevoked);
      },
    },
    'subscription.visitRecorded': {
      does: (event) => {
        const book = {
          en: `Customer: in the VIP area (/vip-poker) tick 'Electrical', describe the problem as '${bookingNote('en', event.data.requestId)}', type an address, choose the third working day offered at 10:00 and tap 'Submit Request'`,
          ar: `العميل: في منطقة VIP ‏(/vip-poker) اختر «الكهرباء» وصف المشكلة بـ«${bookingNote('ar', event.data.requestId)}» واكتب عنوانًا واختر ثالث يوم عمل معروض الساعة 10:00 ثم اضغط «إرسال الطلب»`,
        };
        switch (event.id) {
          case 'vip-area-without-plan':
            return {
              en: "Customer: on the dashboard tap 'VIP Area': the toast reads 'Please subscribe to a VIP plan to access exclusive services.' and the plans open",
              ar: 'العميل: في لوحة التحكم اضغط «منطقة VIP»: يظهر إشعار «يرجى الاشتراك في باقة VIP للوصول إلى الخدمات الحصرية.» وتُفتح صفحة الباقات',
            };
          case 'book-within-2-hours':
            return {
              en: `${book.en} at once, within 2 hours of the last VIP booking: the form answers 'You can book again 2 hours after your last VIP request.'`,
              ar: `${book.ar} فورًا، خلال ساعتين من آخر حجز VIP: يجيب النموذج «يمكنك الحجز مجددًا بعد ساعتين من آخر طلب VIP.»`,
            };
          case 'book-after-2-hours':
            return {
              en: `Wait 2 hours after the last VIP booking (the server's clock and both phones' clocks move forward). ${book.en}: the toast reads 'Request Submitted' (for the plan's last visit too)`,
              ar: `انتظر ساعتين بعد آخر حجز VIP (تتقدم ساعة الخادم وساعتا الهاتفين). ${book.ar}: يظهر إشعار «تم إرسال الطلب» (وكذلك لآخر زيارات الباقة)`,
            };
          default:
            return { en: `${book.en}: the toast reads 'Request Submitted'`, ar: `${book.ar}: يظهر إشعار «تم إرسال الطلب»` };
        }
      },
      async act(world, event, before) {
        if (event.id === 'vip-area-without-plan') {
          const text = words(world.language);
          const main = await customerDashboard(world);
          await main.getByRole('button', { name: text.vipArea }).click();
          await toastSaying(world.customer.page, text.subscribeFirst);
          await world.customer.page.waitForURL('**/subscriptions');
          return;
        }
        if (event.id === 'book-after-2-hours') {
          const { lastVipRequestAt } = await ownSubscription(world);
          await timePassesUntil(world, nextVipBookingAt({ lastVipRequestAt } as SubscriptionContext)!, minuteMs);
        }
        const after = getNextSnapshot(subscriptionMachine, before, event as never);
        await bookVipVisit(world, event, after === before ? 'refused' : 'booked');
      },
    },
    'subscription.technicianDedicated': {
      does: {
        en: "Admin: on the customer's VIP Plus row under 'Active plans', choose the plumber as 'Dedicated technician': the toast reads 'Dedicated technician saved'",
        ar: 'المشرف: في صف العميل بباقة VIP بلس تحت «الباقات السارية» اختر السباك في «الفني المخصص»: يظهر إشعار «تم حفظ الفني المخصص»',
      },
      async act(world) {
        const { page } = world.admin;
        const row = page.getByTestId('active-plan').filter({ hasText: customerRow(world) });
        await row.getByLabel(dedicatedWords[world.language].dedicatedTechnician, { exact: true }).selectOption({ label: world.technician[world.language] });
        await toastSaying(page, dedicatedWords[world.language].saved);
      },
    },
    'subscription.visitRefunded': {
      does: (event) => ({
        en: `Customer: on 'My Requests' tap 'Cancel request' on the request '${bookingNote('en', event.data.requestId)}', then 'Cancel request' in the question: the toast reads 'Request cancelled'`,
        ar: `العميل: في «طلباتي» اضغط «إلغاء الطلب» على الطلب «${bookingNote('ar', event.data.requestId)}» ثم «إلغاء الطلب» في السؤال: يظهر إشعار «تم إلغاء الطلب»`,
      }),
      async act(world, event) {
        const text = words(world.language);
        const { page } = world.customer;
        await world.customer.open('/my-requests');
        const card = page.getByTestId('request-card').filter({ hasText: world.bookings.get(event.data.requestId)! });
        await card.getByRole('button', { name: text.cancelRequest }).click();
        await page.getByRole('dialog', { name: text.cancelThisRequest }).getByRole('button', { name: text.cancelRequest }).click();
        await toastSaying(page, text.requestCancelled);
      },
    },
  },
  async open(browser, language) {
    const [customer, admin] = await Promise.all([newVisitor(browser), newVisitor(browser)]);
    await Promise.all([movableClock(customer), movableClock(admin)]);
    await Promise.all([languageChosenBefore(customer, language), languageChosenBefore(admin, language)]);
    await registeredByApi(customer, language === 'ar' ? 'لمى الحربي' : 'Lama Alharbi');
    await signInAdminByApi(admin.context);
    const technician = await plumberAdded(admin);
    await Promise.all([customer.open('/dashboard'), admin.open('/admin/dashboard?tab=subscriptions')]);
    return { language, visitors: [customer, admin], customer, admin, customerId: await customerIdOf(customer.page), bookings: new Map(), technician };
  },
  async close(world) {
    await Promise.all(world.visitors.map((visitor) => visitor.context.close()));
  },
  unreachable: {
    'subscription.chargeRefunded':
      'The server refunding a plan payment it could not take (a second tab paid while a plan started): the checkout goes to the VIP area once a plan is in force and never confirms that payment, so no tap in the app causes it (tests/e2e/automatic-refunds.e2e.test.ts sends the confirmation through the API)',
    'subscription.chargeRefundFailed':
      'The provider refusing a refund the server asked for: nothing a person does in the app causes it (tests/server/payments-refund-retries.int.test.ts has Moyasar refuse refunds; tests/machines/subscription.machine.unit.test.ts)',
    'subscription.basic --subscription.visitRecorded': 'Taken only when its guard holds, and a customer without a plan has none in force: the paths take its refusal (the VIP area refused); the chart keeps it to name the refusal (tests/machines/subscription.machine.unit.test.ts)',
    '`vipSubscriptionRequired` never true': 'The same transition: never true without a plan (tests/machines/subscription.machine.unit.test.ts)',
    'subscription.basic --subscription.technicianDedicated': "Taken only when its guard holds, and a customer without a plan has no VIP Plus plan in force: the admin's select is on VIP Plus rows only (tests/machines/subscription.machine.unit.test.ts: refused with vipPlusPlanInForce)",
    '`vipPlusPlanInForce` never false': "The admin's 'Dedicated technician' select shows on a VIP Plus plan in force only (tests/machines/subscription.machine.unit.test.ts sends one without a plan, on a VIP plan, after the plan ended)",
    '`confirmedByProvider` never false': 'A grant by payment that a browser proposes, which the app never does: the server grants it once the provider confirms (tests/machines/subscription.machine.unit.test.ts; tests/server/payments-plans.int.test.ts)',
    '`visitWasRecorded` never false':
      "A visit given back for a request whose visit was not counted: the app gives a visit back only with the cancellation or decline of a request the plan counted (machines/cross-stream-rules.ts), so it never proposes one (tests/machines/subscription.machine.unit.test.ts gives back a visit not counted)",
  },
};
