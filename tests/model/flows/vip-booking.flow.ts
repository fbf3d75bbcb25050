// The VIP booking form in the VIP area (/vip-poker), drawn from the real booking machine with a
// VIP booking's input: the customer, whose VIP plan the admin granted, ticks a service, a
// second, is refused a third (the form says at most 2), unticks one, fills the visit in and
// submits; the server records the request and counts the plan's visit, or refuses it because
// a VIP visit was booked less than 2 hours before. The server's clock and the browser's start
// at a fixed Sunday 21:40 in Riyadh (the model's `now`), so today still offers its 22:00 visit.
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { bookingFields } from '../../../machines/booking-fields.ts';
import { bookingMachine, isComplete, submitEnabled, type BookingContext, type BookingEvent, type BookingInput } from '../../../machines/booking.machine.ts';
import { vipServiceIds, type ServiceId } from '../../../machines/domain/constants.ts';
import { bookVipByApi } from '../../e2e/booking-steps.ts';
import { customerIdOf, languageChosenBefore, newVisitor, registeredByApi } from '../../e2e/browser.ts';
import { fileAdminApi } from '../steps/admin-visitor.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import { resetServerClock, serverClockAt } from '../../e2e/file-server.ts';
import { vipText } from '../../e2e/vip-text.ts';
import type { EventMapping, FlowModel, ModelEvent, Words } from '../flow-model.ts';
import { formShows, problemWords } from '../steps/booking-form-screen.ts';
import { bookingFormSteps, opened, recorded, refusing, today, words, type BookingFormWorld } from '../steps/booking-form-steps.ts';

type Snapshot = SnapshotFrom<typeof bookingMachine>;

interface VipBookingWorld extends BookingFormWorld {
  customerId: string;
}

const plan = { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' } as const;
const visit = { note: 'Check the wiring in the kitchen', address: 'Al Olaya Street, Riyadh', date: today, time: '22:00' };
/** The day of the VIP visit booked from another device, just before this one is sent. */
const otherVisitDay = '2030-01-07';

const input: BookingInput = {
  kind: 'vip',
  services: [],
  now: opened.toISOString(),
  workingHours: { opens: '08:00', closes: '22:00' },
  defaultPhone: '+966500000000',
};

/** The services the paths tick and untick, each tap named by what it does (a path's id stays stable). */
const taps = {
  'tick-first': 'electrical',
  'tick-second': 'plumbing',
  'tick-third': 'painting',
  'untick-second': 'plumbing',
} as const satisfies Record<string, ServiceId>;
type Tap = keyof typeof taps;
type Toggle = Extract<BookingEvent, { type: 'toggleService' }> & { id: Tap };

const eventSamples = [
  ...Object.entries(taps).map(([id, serviceId]) => ({ type: 'toggleService', serviceId, id })),
  { type: 'edit', field: 'note', value: visit.note },
  { type: 'edit', field: 'address', value: visit.address },
  { type: 'edit', field: 'preferredDate', value: visit.date },
  { type: 'edit', field: 'preferredTime', value: visit.time },
  { type: 'submit' },
  { type: 'retry' },
  { type: recorded, output: { requestId: 'new-request' } },
  { type: refusing, error: { code: 'noBookingWithin2Hours' } },
] as ModelEvent[];

/** The four fields the customer fills, in the order the paths fill them (the phone is filled in already). */
const filledInOrder = ['note', 'address', 'preferredDate', 'preferredTime'] as const;
const filled = (context: BookingContext) => filledInOrder.filter((field) => context.fields[field] !== '').length;
const pristine = (context: BookingContext) => context.services.length === 0 && filled(context) === 0;

/** The tap the story takes next: a first service, a second, a third refused; the second taken back once the problem is described. */
function nextTap({ services, tooManyServices, fields }: BookingContext): Tap | null {
  if (services.length === 0) return 'tick-first';
  if (fields.note === '') return services.length === 1 ? 'tick-second' : tooManyServices ? null : 'tick-third';
  return services.length === 2 ? 'untick-second' : null;
}

/**
 * One story, so the paths are two: the taps in `nextTap`'s order, the problem described while the
 * form says at most 2, the rest filled in order once one service is left, then submitted; the
 * app records it, or refuses it (and the customer edits and tries again).
 */
function filterEvents({ context }: Snapshot, event: ModelEvent): boolean {
  const count = filled(context);
  switch (event.type) {
    case 'toggleService':
      return event.id === nextTap(context);
    case 'edit':
      return filledInOrder[count] === event.field && (count === 0 ? context.tooManyServices : context.services.length === 1);
    case 'submit':
      return count === 4;
    default:
      return true;
  }
}

function serializeState({ value, context }: Snapshot): string {
  const fields = bookingFields.filter((field) => context.fields[field] !== '');
  return JSON.stringify({ value, services: context.services, tooMany: context.tooManyServices, fields, problems: context.problems, refusal: context.refusal });
}

const serviceName = (language: Language, service: ServiceId) => screenText[language].services[service];
const quoted = (language: Language, services: ServiceId[]) => services.map((service) => `'${serviceName(language, service)}'`).join(language === 'ar' ? '، ' : ', ');

/** The VIP area with its booking form: its heading and the services to choose from. */
async function showsForm(world: VipBookingWorld) {
  const text = vipText[world.language];
  await world.customer.page.getByRole('heading', { name: text.vipServices, level: 1 }).waitFor();
  await servicePicker(world).waitFor();
}

const servicePicker = (world: VipBookingWorld) => world.customer.page.locator('#main').getByRole('group', { name: vipText[world.language].chooseUpTo2 });

/** The plan's visits used, as the VIP area shows them. */
async function visitsUsed(world: VipBookingWorld, used: number) {
  await expect.poll(() => world.customer.page.getByTestId('vip-visits').textContent(), { message: 'the visits used' }).toBe(`${used} / ${plan.maxVisits}`);
}

const shared = bookingFormSteps(showsForm);

function toggleWords(tap: Tap): Words {
  const [en, ar] = [serviceName('en', taps[tap]), serviceName('ar', taps[tap])];
  switch (tap) {
    case 'tick-first':
      return words(`Tick '${en}' under '${vipText.en.chooseUpTo2}'`, `اختر '${ar}' تحت '${vipText.ar.chooseUpTo2}'`);
    case 'tick-second':
      return words(`Tick '${en}' as well`, `اختر '${ar}' أيضًا`);
    case 'tick-third':
      return words(`Tick '${en}' as a third service`, `اختر '${ar}' خدمةً ثالثة`);
    case 'untick-second':
      return words(`Untick '${en}'`, `ألغِ اختيار '${ar}'`);
  }
}

const toggleService: EventMapping<VipBookingWorld, ModelEvent, Snapshot> = {
  does: (event) => toggleWords((event as Toggle).id),
  async act(world, event) {
    // A click, not check(): the third service stays unticked, and that is what the step shows.
    await servicePicker(world).getByLabel(serviceName(world.language, (event as Toggle).serviceId), { exact: true }).click();
  },
};

const bookedElsewhere: EventMapping<VipBookingWorld, ModelEvent, Snapshot> = {
  does: words(
    `Meanwhile book a VIP visit for ${otherVisitDay} from another device (the run books it through the API): 'Visits used' reads '1 / ${plan.maxVisits}'; then tap 'Submit Request'`,
    `في الأثناء احجز زيارة VIP ليوم ${otherVisitDay} من جهاز آخر (يحجزها الاختبار عبر الواجهة البرمجية): تعرض 'الزيارات المستخدمة' '1 / ${plan.maxVisits}'؛ ثم اضغط 'إرسال الطلب'`,
  ),
  async act(world) {
    await bookVipByApi(world.customer.page, world.customerId, otherVisitDay);
    await visitsUsed(world, 1);
    await world.customer.page.getByRole('button', { name: screenText[world.language].submitRequest }).click();
  },
};

function editingWords(context: BookingContext, language: Language): string {
  const text = vipText[language];
  const problems = Object.values(context.problems).map((code) => `'${problemWords(code, language)}'`);
  const complete = isComplete(context);
  if (language === 'ar') {
    return [
      `${pristine(context) ? `بعد تسجيل الدخول وقد منح المشرف باقة VIP ‏(${plan.maxVisits} زيارات)، وساعة الخادم والجهاز على الأحد ${today} الساعة 21:40 (بتوقيت الرياض)، في الصفحة /vip-poker: '${text.vipServices}' مع 'الزيارات المستخدمة 0 / ${plan.maxVisits}' و` : ''}نموذج الحجز`,
      `الخدمات المختارة تحت '${text.chooseUpTo2}': ${context.services.length ? quoted('ar', context.services) : 'لا شيء'}`,
      context.tooManyServices ? `يظهر '${text.atMost2}'` : 'لا تنبيه عن عدد الخدمات',
      `الحقول المعبأة: ${filled(context)} من 4`,
      problems.length ? `يظهر: ${problems.join('، ')}` : 'لا تظهر أي مشكلة',
      `زر 'إرسال الطلب' ${complete ? 'متاح' : 'معطّل'}.`,
    ].join('؛ ');
  }
  return [
    pristine(context)
      ? `Signed in with a VIP plan the admin granted (${plan.maxVisits} visits), the server's and the device's clock at Sunday ${today} 21:40 (Riyadh), on /vip-poker: '${text.vipServices}' with 'Visits used 0 / ${plan.maxVisits}' and the booking form`
      : 'The booking form',
    `ticked under '${text.chooseUpTo2}': ${context.services.length ? quoted('en', context.services) : 'none'}`,
    context.tooManyServices ? `it says '${text.atMost2}'` : 'no warning about the number of services',
    `fields filled: ${filled(context)} of 4`,
    problems.length ? `it says: ${problems.join(', ')}` : 'no problem shown',
    `'Submit Request' ${complete ? 'can be tapped' : 'is greyed out'}.`,
  ].join('; ');
}

const also = (first: Words, more: Words): Words => words(`${first.en}; ${more.en}`, `${first.ar}؛ ${more.ar}`);
const shown = (mapping: (typeof shared.states)[keyof typeof shared.states], snapshot: Snapshot): Words =>
  typeof mapping.shows === 'function' ? mapping.shows(snapshot) : mapping.shows;

export const flow: FlowModel<typeof bookingMachine, VipBookingWorld> = {
  name: 'vip-booking',
  machine: bookingMachine,
  input,
  eventSamples,
  serializeState,
  filterEvents,
  simplePathSteps: 0,
  languages: ['en', 'ar'],
  states: {
    editing: {
      shows: ({ context }) => words(editingWords(context, 'en'), editingWords(context, 'ar')),
      async check(world, snapshot) {
        const { context } = snapshot;
        await showsForm(world);
        const picker = servicePicker(world);
        for (const service of vipServiceIds) {
          await expect.poll(() => picker.getByLabel(serviceName(world.language, service), { exact: true }).isChecked(), { message: `'${service}' ticked` }).toBe(context.services.includes(service));
        }
        const warning = picker.getByRole('alert').filter({ hasText: vipText[world.language].atMost2 });
        await expect.poll(() => warning.count(), { message: 'the warning about the number of services' }).toBe(context.tooManyServices ? 1 : 0);
        await formShows(world.customer.page, world.language, context, submitEnabled(snapshot));
      },
    },
    submitting: shared.states.submitting,
    refused: {
      shows: (snapshot) => also(shown(shared.states.refused, snapshot), words(`'Visits used' reads '1 / ${plan.maxVisits}': this booking took no visit`, `تعرض 'الزيارات المستخدمة' '1 / ${plan.maxVisits}': لم يأخذ هذا الحجز زيارة`)),
      async check(world, snapshot) {
        await shared.states.refused.check(world, snapshot);
        await visitsUsed(world, 1);
      },
    },
    submitted: {
      shows: (snapshot) => also(shown(shared.states.submitted, snapshot), words(`'Visits used' reads '1 / ${plan.maxVisits}'`, `تعرض 'الزيارات المستخدمة' '1 / ${plan.maxVisits}'`)),
      async check(world, snapshot) {
        await shared.states.submitted.check(world, snapshot);
        await visitsUsed(world, 1);
      },
    },
  },
  events: {
    toggleService,
    ...shared.events,
    [refusing]: bookedElsewhere,
  },
  async open(browser: Browser, language: Language) {
    const customer = await newVisitor(browser);
    try {
      // No network in the tests: the map's tiles fail, and the form works without them.
      await customer.context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      serverClockAt(opened);
      await customer.page.clock.install({ time: opened });
      await languageChosenBefore(customer, language);
      await registeredByApi(customer, language === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi');
      const customerId = await customerIdOf(customer.page);
      await (await fileAdminApi(browser, language)).propose(`subscription-${customerId}`, 'subscription.granted', plan);
      await customer.open('/vip-poker');
      return { language, visitors: [customer], customer, customerId };
    } catch (error) {
      // The runner puts the clock back only after a path it started.
      resetServerClock();
      await customer.context.close();
      throw error;
    }
  },
  async close(world) {
    await world.customer.context.close();
  },
  unreachable: {
    'toggleService#0': "A general booking's service toggled: the general form (/book/<service>) has no service picker, so no flow sends it",
    '`not` never true': "True only for a general booking's service toggled: the VIP form toggles a VIP booking's services",
    restoreDraft: "The VIP form's draft is kept as the general form's is (useBookingDraft): the booking flow restores one",
    Location: "The VIP form's location is the general form's own part (LocationPicker): the booking flow pins and clears it",
    Photo: "The VIP form's photo is the general form's own part (PhotoField): the booking flow attaches, keeps and removes it",
    '`insideRiyadh`': "Asked only when a location is pinned: the general form's own part, the booking flow pins one inside Riyadh and one outside",
    'submit#1': "A complete form a field rule refuses (a malformed phone): the rules are the general form's, the booking flow submits one",
    '`and` never false': "False only for a complete form a field rule refuses (a malformed phone): the booking flow submits one",
  },
};
