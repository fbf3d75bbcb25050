// The booking form on /book/plumbing, drawn from the real booking machine: the customer fills
// the visit in, is told at once or on submitting what the rules refuse (required fields, a day
// before today, outside Riyadh), pins a location with "Use my location", attaches a photo
// online or keeps it for later offline, and submits; the request is recorded, or refused
// because its time passed before it was sent. The browser's clock starts at a fixed Sunday
// 21:40 in Riyadh (the model's `now`), so today still offers its 22:00 visit.
import type { Browser } from 'playwright-core';
import type { SnapshotFrom } from 'xstate';
import { bookingFields } from '../../../machines/booking-fields.ts';
import { normaliseSaudiMobile } from '../../../machines/domain/phone-number.ts';
import { bookingMachine, isComplete, submitEnabled, type BookingContext, type BookingDraft, type BookingEvent, type BookingInput } from '../../../machines/booking.machine.ts';
import { choosePhoto, tinyPng } from '../../e2e/booking-steps.ts';
import { languageChosenBefore, newVisitor, registeredByApi, toastSaying } from '../../e2e/browser.ts';
import { offlineText } from '../../e2e/offline-text.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import type { EventMapping, FlowModel, ModelEvent } from '../flow-model.ts';
import { bookingFormText } from '../steps/booking-form-text.ts';
import { formShows, problemWords } from '../steps/booking-form-screen.ts';
import { bookingFormSteps, opened, recorded, refusing, today, words, type BookingFormWorld } from '../steps/booking-form-steps.ts';

type Snapshot = SnapshotFrom<typeof bookingMachine>;

const yesterday = { date: '2030-01-05', openedAt: new Date('2030-01-05T06:00:00Z') };
const visit = { note: 'The kitchen sink leaks', address: 'Al Olaya Street, Riyadh', date: today, time: '22:00' };
const places = { riyadh: { lat: 24.7136, lng: 46.6753 }, jeddah: { lat: 21.4858, lng: 39.1925 } };

/** The customer's own mobile is offered first; these are typed over it. */
const phones = { malformed: '12345', another: '0551234567' };

const input: BookingInput = {
  kind: 'general',
  services: ['plumbing'],
  now: opened.toISOString(),
  workingHours: { opens: '08:00', closes: '22:00' },
  defaultPhone: '+966500000000',
};

/** A draft this device kept from yesterday's visit to the form: its day is now before today. */
const draftFromYesterday: BookingDraft = {
  services: ['plumbing'],
  fields: { note: visit.note, phone: input.defaultPhone, address: visit.address, preferredDate: yesterday.date, preferredTime: '10:00' },
  coordinates: null,
  photoId: null,
};

type Answer = { type: typeof recorded; output: { requestId: string } } | { type: typeof refusing; error: { code: string } };

const eventSamples = [
  { type: 'restoreDraft', draft: draftFromYesterday },
  { type: 'edit', field: 'note', value: visit.note },
  { type: 'edit', field: 'address', value: visit.address },
  { type: 'edit', field: 'preferredDate', value: visit.date },
  { type: 'edit', field: 'preferredTime', value: visit.time },
  { type: 'edit', field: 'phone', value: phones.malformed },
  { type: 'edit', field: 'phone', value: '' },
  { type: 'edit', field: 'phone', value: phones.another },
  { type: 'pickLocation', coordinates: places.riyadh },
  { type: 'pickLocation', coordinates: places.jeddah },
  { type: 'clearLocation' },
  { type: 'attachPhoto', photoId: 'uploaded-photo' },
  { type: 'keepPhotoForLater', photo: new Blob([tinyPng], { type: 'image/png' }) },
  { type: 'removePhoto' },
  { type: 'submit' },
  { type: 'retry' },
  { type: recorded, output: { requestId: 'new-request' } },
  { type: refusing, error: { code: 'notInThePast' } },
] as BookingEvent[];

/** The four fields the customer fills, in the order the paths fill them (the phone is filled in already). */
const filledInOrder = ['note', 'address', 'preferredDate', 'preferredTime'] as const;
const filled = (context: BookingContext) => filledInOrder.filter((field) => context.fields[field] !== '').length;
const nothingBeside = (context: BookingContext) => !context.coordinates && !context.photoId && !context.photoForLater && !context.problems.location;
const noProblems = (context: BookingContext) => Object.keys(context.problems).length === 0;
const pristine = (context: BookingContext) => filled(context) === 0 && noProblems(context) && nothingBeside(context);

const noProblemsBut = (context: BookingContext, kept: string[]) => Object.keys(context.problems).every((key) => kept.includes(key));

/** The phone is mistyped on a complete form, emptied once that is shown, then typed right. */
function phoneTyped(context: BookingContext, value: string): boolean {
  if (value === phones.malformed) return normaliseSaudiMobile(context.fields.phone) !== null && noProblems(context) && nothingBeside(context);
  if (value === '') return context.problems.phone === 'invalidMobile';
  return context.problems.phone === 'required';
}

/**
 * Keeps the paths few: fields filled in order; a location or photo chosen on a fresh form with
 * only the time left, and taken back once it is complete; the draft restored on an empty form;
 * submitting from an empty form, a restored draft, or a complete one (plain, with the location
 * refused, or with a photo kept for later); the refusal only when nothing else differs.
 */
function filterEvents({ value, context }: Snapshot, event: BookingEvent | Answer): boolean {
  const count = filled(context);
  switch (event.type) {
    case 'restoreDraft':
      return pristine(context);
    case 'edit':
      if (event.field !== 'phone') return filledInOrder[count] === event.field;
      return count === 4 && phoneTyped(context, event.value);
    case 'pickLocation':
    case 'attachPhoto':
    case 'keepPhotoForLater':
      return count === 3 && noProblems(context) && nothingBeside(context);
    case 'clearLocation':
      return count === 4 && context.coordinates !== null;
    case 'removePhoto':
      return count === 4 && context.photoId !== null;
    case 'submit':
      return count === 4 && noProblemsBut(context, ['location']) && !context.coordinates && !context.photoId;
    case refusing:
      return value === 'submitting' && nothingBeside(context);
    default:
      return true;
  }
}

function serializeState({ value, context }: Snapshot): string {
  const photo = context.photoId ? 'attached' : context.photoForLater ? 'later' : 'none';
  const fields = bookingFields.filter((field) => context.fields[field] !== '');
  const phone = context.fields.phone === '' ? 'empty' : normaliseSaudiMobile(context.fields.phone) ? 'mobile' : 'malformed';
  return JSON.stringify({ value, fields, phone, problems: context.problems, pinned: context.coordinates !== null, photo, refusal: context.refusal });
}

const text = (world: BookingFormWorld) => screenText[world.language];

async function showsForm(world: BookingFormWorld) {
  await world.customer.page.getByRole('heading', { name: bookingFormText[world.language].bookPlumbing }).waitFor();
}

const shared = bookingFormSteps(showsForm);

const timePassed: EventMapping<BookingFormWorld, ModelEvent, Snapshot> = {
  does: words(
    "Wait until the chosen time has passed (the run moves the device's clock 30 minutes on), then tap 'Submit Request'",
    "انتظر حتى يمضي الوقت المختار (يقدّم الاختبار ساعة الجهاز 30 دقيقة)، ثم اضغط 'إرسال الطلب'",
  ),
  async act(world) {
    await world.customer.page.clock.fastForward('30:00');
    await world.customer.page.getByRole('button', { name: text(world).submitRequest }).click();
  },
};

export const flow: FlowModel<typeof bookingMachine, BookingFormWorld> = {
  name: 'booking',
  machine: bookingMachine,
  input,
  eventSamples,
  serializeState,
  filterEvents: filterEvents as FlowModel<typeof bookingMachine, BookingFormWorld>['filterEvents'],
  simplePathSteps: 0,
  languages: ['en', 'ar'],
  states: {
    editing: {
      shows: ({ context }) => {
        const problems = Object.values(context.problems);
        const complete = isComplete(context);
        return words(
          `${pristine(context) ? `Signed in, the device's clock at Sunday ${today} 21:40 (Riyadh), on /book/plumbing: ` : ''}The form 'Book: Plumbing' (fields filled: ${filled(context)} of 4${context.coordinates ? ', location pinned' : ''}${context.photoId ? ", 'Photo attached'" : ''}${context.photoForLater ? ', the photo waits to be sent' : ''}); ${problems.length ? `it says: ${problems.map((code) => `'${problemWords(code, 'en')}'`).join(', ')}` : 'no problem shown'}; 'Submit Request' ${complete ? 'can be tapped' : 'is greyed out'}. Only bookable days (no Friday, none before today) and times (08:00-22:00) are offered.`,
          `${pristine(context) ? `بعد تسجيل الدخول، وساعة الجهاز على الأحد ${today} الساعة 21:40 (بتوقيت الرياض)، في الصفحة /book/plumbing: ` : ''}نموذج 'حجز: السباكة' (الحقول المعبأة: ${filled(context)} من 4${context.coordinates ? '، الموقع محدد' : ''}${context.photoId ? "، 'تم إرفاق الصورة'" : ''}${context.photoForLater ? '، الصورة بانتظار الإرسال' : ''})؛ ${problems.length ? `يظهر: ${problems.map((code) => `'${problemWords(code, 'ar')}'`).join('، ')}` : 'لا تظهر أي مشكلة'}؛ زر 'إرسال الطلب' ${complete ? 'متاح' : 'معطّل'}. لا تُعرض إلا الأيام المتاحة (لا جمعة ولا يوم قبل اليوم) والأوقات (08:00-22:00).`,
        );
      },
      async check(world, snapshot) {
        await showsForm(world);
        await formShows(world.customer.page, world.language, snapshot.context, submitEnabled(snapshot));
      },
    },
    ...shared.states,
  },
  events: {
    restoreDraft: {
      does: words(
        `Yesterday (${yesterday.date}) the form was filled in for ${yesterday.date} 10:00 and left; open it again today`,
        `بالأمس (${yesterday.date}) عُبّئ النموذج لموعد ${yesterday.date} الساعة 10:00 وتُرك؛ افتحه مجددًا اليوم`,
      ),
      async act(world, { draft }) {
        const { page } = world.customer;
        await page.clock.setSystemTime(yesterday.openedAt);
        await page.reload();
        await showsForm(world);
        await page.getByLabel(text(world).note).fill(draft.fields.note);
        await page.getByLabel(text(world).address, { exact: true }).fill(draft.fields.address);
        await page.getByLabel(text(world).preferredDate).selectOption(draft.fields.preferredDate);
        await page.getByLabel(text(world).preferredTime).selectOption(draft.fields.preferredTime);
        // The draft is saved as the form changes: give the last change its moment to be written.
        await page.waitForTimeout(500);
        await page.clock.setSystemTime(opened);
        await page.reload();
      },
    },
    pickLocation: {
      does: ({ coordinates }) =>
        coordinates === places.riyadh
          ? words("In Riyadh (24.7136, 46.6753), tap 'Use my location'", "من داخل الرياض (24.7136, 46.6753)، اضغط 'استخدم موقعي'")
          : words("In Jeddah (21.4858, 39.1925), outside Riyadh, tap 'Use my location'", "من جدة (21.4858, 39.1925)، خارج الرياض، اضغط 'استخدم موقعي'"),
      async act(world, { coordinates }) {
        const { context, page } = world.customer;
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: coordinates.lat, longitude: coordinates.lng });
        await page.getByRole('button', { name: text(world).useMyLocation }).click();
        if (coordinates === places.riyadh) await toastSaying(page, text(world).locationSelected);
      },
    },
    clearLocation: {
      does: words("Tap 'Clear the pin'", "اضغط 'إزالة الموقع المحدد'"),
      async act(world) {
        await world.customer.page.getByRole('button', { name: bookingFormText[world.language].clearPin }).click();
      },
    },
    attachPhoto: {
      does: words("Tap 'Choose photo' and pick a PNG image", "اضغط 'اختر صورة' واختر صورة PNG"),
      async act(world) {
        await choosePhoto(world.customer.page, world.language, { name: 'leak.png', mimeType: 'image/png', buffer: tinyPng });
      },
    },
    keepPhotoForLater: {
      does: words("Go offline, then tap 'Choose photo' and pick a PNG image", "افصل الاتصال بالإنترنت، ثم اضغط 'اختر صورة' واختر صورة PNG"),
      async act(world) {
        await world.customer.context.setOffline(true);
        await choosePhoto(world.customer.page, world.language, { name: 'leak.png', mimeType: 'image/png', buffer: tinyPng });
      },
    },
    removePhoto: {
      does: words("Tap 'Remove the photo'", "اضغط 'إزالة الصورة'"),
      async act(world) {
        await world.customer.page.getByRole('button', { name: offlineText[world.language].removePhoto }).click();
      },
    },
    ...shared.events,
    [refusing]: timePassed,
  },
  async open(browser: Browser, language: Language) {
    const customer = await newVisitor(browser);
    // No network in the tests: the map's tiles fail, and the form works without them.
    await customer.context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await customer.page.clock.install({ time: opened });
    await languageChosenBefore(customer, language);
    await registeredByApi(customer, language === 'ar' ? 'هند الشمري' : 'Hind Alshammari');
    await customer.open('/book/plumbing');
    return { language, visitors: [customer], customer };
  },
  async close(world) {
    await world.customer.context.close();
  },
  unreachable: {
    'toggleService#0': "A general booking's service toggled: the general form (/book/<service>) has no service picker, so no flow sends it (tests/machines/booking.machine.unit.test.ts: a general booking's one service stays as it is)",
    toggleService: "A general booking (/book/<service>) has no service picker: choosing services is the VIP booking form's, the vip-booking flow",
    '`not` never true': "True only for a general booking's service toggled, and the general form has no service picker: no flow sends it (tests/machines/booking.machine.unit.test.ts)",
    '`not`': "Asked only when a service is toggled: the VIP booking form's, the vip-booking flow",
    '`serviceChosen`': "Asked only when a VIP service is toggled: the VIP booking form's, the vip-booking flow",
    '`belowMaxServices`': "Asked only when a VIP service is toggled: the VIP booking form's, the vip-booking flow",
  },
};
