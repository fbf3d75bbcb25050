// A technician of the company on the admin's Settings tab, drawn from the real technician
// machine: the admin adds them (a plumber), edits their services (plumbing and electrical),
// takes them off visits and puts them back, editing them while off visits too; or books them for
// a paid plumbing visit on the request's 'Confirm the visit' (a customer's request set up through
// the API), then takes them off visits, or the customer cancels the visit and the server frees
// their window, or a second admin, whose page has not heard of the booking yet, books them for
// the same window on another paid request and is refused. Each path adds a technician of its
// own, under names no other path uses, and reads that technician's row and, once a visit was
// booked, whether the other request's 'Confirm the visit' offers them or says they are busy.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { serviceIds, type ServiceId } from '../../../machines/domain/constants.ts';
import type { Actor } from '../../../machines/domain/envelope.ts';
import { technicianMachine, type TechnicianSnapshot } from '../../../machines/technician.machine.ts';
import { adminRequestsText } from '../../e2e/admin-requests-text.ts';
import { nextRiyadhWeekday } from '../../e2e/booking-steps.ts';
import { toastSaying, type Visitor } from '../../e2e/browser.ts';
import { visitCancelText } from '../../e2e/visit-cancel-text.ts';
import { payByApi } from '../../e2e/checkout-steps.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import { techniciansText } from '../../e2e/technicians-text.ts';
import type { FlowModel, FlowWorld, ModelEvent, Words } from '../flow-model.ts';
import { fileAdmin, leave, otherAdmin } from '../steps/admin-visitor.ts';
import { customerWithAcceptedOffer } from '../steps/accepted-offer.ts';
import { holdRequests } from '../steps/held-requests.ts';
import { requestStatusText as adminText } from '../steps/request-status-text.ts';

interface TechnicianWorld extends FlowWorld {
  browser: Browser;
  admin: Visitor;
  /** This path's technician: their names, in both languages. */
  name: { en: string; ar: string };
  /** Once a visit is booked: the customer whose request it is, and another paid request whose
   * 'Confirm the visit' a second admin holds open, their page not following the log live. */
  booked?: { customer: Visitor; other: { requestId: string; admin: Visitor } };
}

const adminActor: Actor = { role: 'admin', userId: 'admin' };
const mobile = { typed: '055 123 4567', shown: '+966551234567' };
const plumber: ServiceId[] = ['plumbing'];
const plumberAndElectrician: ServiceId[] = ['plumbing', 'electrical'];

/** A decided event as the log hands it to the machine; `id` names the sample, so path ids stay stable. */
const decided = (id: string, type: string, data: unknown): ModelEvent => ({ id, type, data, actor: adminActor, at: '2026-11-01T09:00:00.000Z' });
const details = (services: ServiceId[]) => ({ name: { en: 'Fahad Alshehri', ar: 'فهد الشهري' }, mobile: mobile.shown, services, photoId: null });

const visitWindow = { date: '2026-11-02', from: '10:00', to: '12:00' };
const eventSamples: ModelEvent[] = [
  decided('add', 'technician.added', details(plumber)),
  decided('add-electrical', 'technician.changed', details(plumberAndElectrician)),
  decided('take-off', 'technician.deactivated', {}),
  decided('back-on', 'technician.reactivated', {}),
  decided('book-visit', 'technician.visitAssigned', { requestId: 'model-request', ...visitWindow }),
  decided('book-same-window', 'technician.visitAssigned', { requestId: 'other-request', ...visitWindow }),
  decided('release', 'technician.visitReleased', { requestId: 'model-request' }),
];

const bookingOtherRequest = (event: ModelEvent) => (event.data as { requestId?: string }).requestId === 'other-request';

const servicesOf = (snapshot: TechnicianSnapshot) => snapshot.context.details?.services ?? [];

/** Their services are edited once (electrical added), whether on visits or off them; a plumber
 * is booked, then taken off visits, freed by the customer's cancellation, or booked for the same
 * window on another request (refused). The server frees only a visit they hold: no release without one. */
function filterEvents(snapshot: TechnicianSnapshot, event: ModelEvent): boolean {
  if (snapshot.context.visits.length > 0) {
    return event.type === 'technician.deactivated' || event.type === 'technician.visitReleased' || (event.type === 'technician.visitAssigned' && bookingOtherRequest(event));
  }
  if (event.type === 'technician.visitReleased') return false;
  if (event.type === 'technician.visitAssigned') return !bookingOtherRequest(event) && servicesOf(snapshot).length === 1;
  return event.type !== 'technician.changed' || servicesOf(snapshot).length === 1;
}

const serializeState = (snapshot: TechnicianSnapshot) => JSON.stringify([snapshot.value, servicesOf(snapshot), snapshot.context.visits.length]);

const words = (language: Language) => ({ ...screenText[language], ...adminRequestsText[language], ...techniciansText[language] });
/** The services as the row lists them: in the order of the form's boxes. */
const serviceWords = (services: readonly ServiceId[], language: Language) =>
  new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    serviceIds.filter((service) => services.includes(service)).map((service) => screenText[language].services[service]),
  );

const addForm = (world: TechnicianWorld) => world.admin.page.getByRole('form', { name: words(world.language).addTechnician });
const rowOf = (world: TechnicianWorld) => world.admin.page.getByTestId('technician').filter({ hasText: world.name[world.language] });
const settingsTab = '/admin/dashboard?tab=settings';

async function onSettingsTab(world: TechnicianWorld) {
  const { page } = world.admin;
  if (new URL(page.url()).search === '?tab=settings') return;
  await world.admin.open(settingsTab);
  await page.getByRole('tab', { name: words(world.language).settingsTab, selected: true }).waitFor();
}

/** Their row: the names, the mobile, the services they do; whether they are off visits, and the one button that changes it. */
async function rowShows(world: TechnicianWorld, snapshot: TechnicianSnapshot) {
  const text = words(world.language);
  await onSettingsTab(world);
  const row = rowOf(world);
  await row.getByText(mobile.shown).waitFor();
  await expect.poll(() => row.getByText(serviceWords(servicesOf(snapshot), world.language), { exact: true }).count(), { message: 'the services they do' }).toBe(1);
  const active = snapshot.matches('active');
  await row.getByRole('button', { name: active ? text.takeOff : text.backOn }).waitFor();
  expect(await row.getByRole('button', { name: active ? text.backOn : text.takeOff }).count(), 'the other button').toBe(0);
  expect(await row.getByText(text.offVisits, { exact: true }).count(), `'${text.offVisits}'`).toBe(active ? 0 : 1);
}

const confirmForm = (page: Visitor['page'], language: Language) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: adminText[language].confirmTheVisit, exact: true }) });
const requestPage = (requestId: string) => `/admin/dashboard?tab=requests&request=${requestId}`;
/** The day every path books: the window is the day's first, as 'Confirm the visit' proposes it. */
const visitDay = () => nextRiyadhWeekday(1);

/** Once a visit was booked: the other paid request's 'Confirm the visit' on the day booked offers
 * the technician while they are free, marks them busy while the visit holds them, and leaves them
 * out while they are off visits. */
async function otherRequestOffers(world: TechnicianWorld, snapshot: TechnicianSnapshot) {
  if (!world.booked) return;
  const text = adminText[world.language];
  await world.admin.open(requestPage(world.booked.other.requestId));
  const form = confirmForm(world.admin.page, world.language);
  await form.getByLabel(text.visitDate, { exact: true }).selectOption(visitDay());
  const option = form.getByLabel(text.technician, { exact: true }).locator('option').filter({ hasText: world.name[world.language] });
  if (!snapshot.matches('active')) {
    await expect.poll(() => option.count(), { message: 'the technician offered while off visits' }).toBe(0);
    return;
  }
  const busy = snapshot.context.visits.length > 0;
  await expect.poll(() => option.evaluate((element) => (element as HTMLOptionElement).disabled), { message: 'the technician marked busy', timeout: 30_000 }).toBe(busy);
  expect(await option.textContent(), 'the option names them, busy or not').toContain(busy ? techniciansText[world.language].busyFrom : world.name[world.language]);
}

const otherRequestWords = (snapshot: TechnicianSnapshot, language: Language) => {
  const text = adminText[language];
  const { busyFrom } = techniciansText[language];
  if (!snapshot.matches('active')) {
    return language === 'en'
      ? ` If a visit of theirs was booked: the other paid request's '${text.technician}' leaves them out.`
      : ` إن حُجزت له زيارة: لا يعرضه «${text.technician}» في الطلب المدفوع الآخر.`;
  }
  return snapshot.context.visits.length > 0
    ? language === 'en'
      ? ` The other paid request's '${text.confirmTheVisit}', on the day booked: '<their name>${busyFrom}…', which cannot be chosen.`
      : ` في «${text.confirmTheVisit}» للطلب المدفوع الآخر، في اليوم المحجوز: «<اسمه>${busyFrom}…» ولا يمكن اختياره.`
    : language === 'en'
      ? ` If a visit of theirs was booked and then freed: the other paid request's '${text.confirmTheVisit}' offers them again on the day booked.`
      : ` إن حُجزت له زيارة ثم حُرّرت: يعرضه «${text.confirmTheVisit}» للطلب المدفوع الآخر من جديد في اليوم المحجوز.`;
};

const rowWords = (snapshot: TechnicianSnapshot, language: Language) => {
  const text = words(language);
  const services = serviceWords(servicesOf(snapshot), language);
  return snapshot.matches('active')
    ? language === 'en'
      ? `On Settings, the technician's row: their name, ${mobile.shown}, '${services}', and '${text.takeOff}'.`
      : `في الإعدادات، صفّ الفني: اسمه، و${mobile.shown}، و«${services}»، وزر «${text.takeOff}».`
    : language === 'en'
      ? `On Settings, the technician's row: their name, ${mobile.shown}, '${services}', the mark '${text.offVisits}', and '${text.backOn}'.`
      : `في الإعدادات، صفّ الفني: اسمه، و${mobile.shown}، و«${services}»، وعلامة «${text.offVisits}»، وزر «${text.backOn}».`;
};
const both = (of: (language: Language) => string): Words => ({ en: of('en'), ar: of('ar') });
const stateWords = (snapshot: TechnicianSnapshot) => both((language) => rowWords(snapshot, language) + otherRequestWords(snapshot, language));
async function stateShows(world: TechnicianWorld, snapshot: TechnicianSnapshot) {
  await otherRequestOffers(world, snapshot);
  await rowShows(world, snapshot);
}

const states: TechnicianFlow['states'] = {
  unknown: {
    shows: both((language) =>
      language === 'en'
        ? `Settings: the 'Add technician' form, empty; no row for the technician yet.`
        : `الإعدادات: نموذج «${words('ar').addTechnician}» فارغًا؛ ولا صفّ للفني بعد.`,
    ),
    async check(world) {
      const form = addForm(world);
      await form.waitFor();
      expect(await form.getByLabel(words(world.language).nameEn).inputValue()).toBe('');
      expect(await rowOf(world).count(), 'a row for the technician').toBe(0);
    },
  },
  active: { shows: stateWords, check: stateShows },
  inactive: { shows: stateWords, check: stateShows },
};

/** The admin taps a button on the technician's row and reads the toast it brings. */
function rowButton(button: 'takeOff' | 'backOn', toast: 'takenOff' | 'isBack'): TechnicianFlow['events'][string] {
  return {
    does: both((language) => {
      const text = words(language);
      return language === 'en' ? `On their row tap '${text[button]}': the toast '${text[toast]}'.` : `في صفّه اضغط «${text[button]}»: يظهر «${text[toast]}».`;
    }),
    async act(world) {
      const text = words(world.language);
      await rowOf(world).getByRole('button', { name: text[button] }).click();
      await toastSaying(world.admin.page, text[toast]);
    },
  };
}

/** A customer's plumbing request, offered, accepted and paid through the API; the customer stays signed in. */
async function paidRequest(world: TechnicianWorld): Promise<{ customer: Visitor; requestId: string }> {
  const { customer, requestId } = await customerWithAcceptedOffer(world.browser, world.language);
  world.visitors.push(customer);
  await payByApi(customer.page, requestId);
  return { customer, requestId };
}

/** A second admin with the request's 'Confirm the visit' open, whose page then stops following
 * the log live (the stream held unanswered, so it neither hears nor reconnects): it knows the
 * technician's visits as they were, until it sends a change and the server says otherwise. */
async function adminHeldBack(world: TechnicianWorld, requestId: string): Promise<Visitor> {
  const admin = await otherAdmin(world.browser, world.language);
  world.visitors.push(admin);
  await holdRequests(admin.page, '**/api/events/live**');
  await admin.open(requestPage(requestId));
  await confirmForm(admin.page, world.language).waitFor();
  return admin;
}

/** The second admin books the technician for the window the first booked, on the other request:
 * their log catches up when the server answers the conflict, and the technician machine refuses. */
async function bookTheSameWindowElsewhere(world: TechnicianWorld) {
  const text = adminText[world.language];
  const { admin } = world.booked!.other;
  const form = confirmForm(admin.page, world.language);
  await form.getByLabel(text.visitDate, { exact: true }).selectOption(visitDay());
  await form.getByLabel(text.technician, { exact: true }).selectOption({ label: world.name[world.language] });
  await form.getByRole('button', { name: text.confirmVisit, exact: true }).click();
  await admin.page.getByTestId('toast').filter({ hasText: techniciansText[world.language].notSaved }).filter({ hasText: techniciansText[world.language].busyThen }).waitFor();
}

const events: TechnicianFlow['events'] = {
  'technician.added': {
    does: both((language) => {
      const text = words(language);
      return language === 'en'
        ? `In 'Add technician', type the names in English and in Arabic, ${mobile.typed} in '${text.mobile}', tick '${text.services.plumbing}', and tap 'Add technician': the toast '${text.technicianAdded}'.`
        : `في «${text.addTechnician}» اكتب الاسم بالإنجليزية وبالعربية، و${mobile.typed} في «${text.mobile}»، وحدّد «${text.services.plumbing}»، واضغط «${text.addTechnician}»: يظهر «${text.technicianAdded}».`;
    }),
    async act(world) {
      const text = words(world.language);
      const form = addForm(world);
      await form.getByLabel(text.nameEn).fill(world.name.en);
      await form.getByLabel(text.nameAr).fill(world.name.ar);
      await form.getByLabel(text.mobile).fill(mobile.typed);
      await form.getByRole('checkbox', { name: text.services.plumbing }).check();
      await form.getByRole('button', { name: text.addTechnician }).click();
      await toastSaying(world.admin.page, text.technicianAdded);
    },
  },
  'technician.changed': {
    does: both((language) => {
      const text = words(language);
      return language === 'en'
        ? `On their row tap 'Edit', tick '${text.services.electrical}' too, and tap '${text.saveTechnician}': the toast '${text.technicianSaved}'.`
        : `في صفّه اضغط «${text.edit}»، وحدّد «${text.services.electrical}» أيضًا، واضغط «${text.saveTechnician}»: يظهر «${text.technicianSaved}».`;
    }),
    async act(world) {
      const text = words(world.language);
      const row = rowOf(world);
      await row.getByRole('button', { name: text.edit, exact: true }).click();
      await row.getByRole('checkbox', { name: text.services.electrical }).check();
      await row.getByRole('button', { name: text.saveTechnician }).click();
      await toastSaying(world.admin.page, text.technicianSaved);
    },
  },
  'technician.deactivated': rowButton('takeOff', 'takenOff'),
  'technician.visitAssigned': {
    does: (event) =>
      both((language) => {
        const text = adminText[language];
        const { busyThen, notSaved } = techniciansText[language];
        if (bookingOtherRequest(event)) {
          return language === 'en'
            ? `The second admin, on the other request's '${text.confirmTheVisit}' (their page has not heard of the booking): choose the day booked, the technician, and tap '${text.confirmVisit}': the toast '${notSaved}', '${busyThen}'.`
            : `المشرف الثاني، في «${text.confirmTheVisit}» للطلب الآخر (لم تعلم صفحته بالحجز بعد): اختر اليوم المحجوز والفني، واضغط «${text.confirmVisit}»: يظهر «${notSaved}»، «${busyThen}».`;
        }
        return language === 'en'
          ? `Given two plumbing requests of customers, offered, accepted and paid, and a second admin with the other one open (their page then stops following the changes live): open the first on the Requests tab; under '${text.confirmTheVisit}' choose the day booked, the technician as '${text.technician}', and tap '${text.confirmVisit}': the toast '${text.visitConfirmed}'.`
          : `لطلبَي سباكة من عميلين، عُرض عليهما السعر فقبلاه ودفعا، ومشرف ثانٍ فتح الطلب الآخر (ثم لا تتابع صفحته التغييرات مباشرة): افتح الأول في تبويب الطلبات؛ وفي «${text.confirmTheVisit}» اختر اليوم المحجوز، والفني في «${text.technician}»، واضغط «${text.confirmVisit}»: يظهر «${text.visitConfirmed}».`;
      }),
    async act(world, event) {
      if (bookingOtherRequest(event)) return bookTheSameWindowElsewhere(world);
      const text = adminText[world.language];
      const [mine, other] = await Promise.all([paidRequest(world), paidRequest(world)]);
      await other.customer.context.close();
      world.visitors.splice(world.visitors.indexOf(other.customer), 1);
      world.booked = { customer: mine.customer, other: { requestId: other.requestId, admin: await adminHeldBack(world, other.requestId) } };
      const { page } = world.admin;
      await world.admin.open(requestPage(mine.requestId));
      const form = confirmForm(page, world.language);
      await form.getByLabel(text.visitDate, { exact: true }).selectOption(visitDay());
      await form.getByLabel(text.technician, { exact: true }).selectOption({ label: world.name[world.language] });
      await form.getByRole('button', { name: text.confirmVisit, exact: true }).click();
      await toastSaying(page, text.visitConfirmed);
    },
  },
  'technician.visitReleased': {
    does: both((language) => {
      const words = visitCancelText[language];
      return language === 'en'
        ? `The customer whose visit it is: on My Requests tap '${words.cancelVisit}' and '${words.confirm}': the toast '${words.cancelled}'; the server frees the technician's window.`
        : `العميل صاحب الزيارة: في «طلباتي» اضغط «${words.cancelVisit}» ثم «${words.confirm}»: يظهر «${words.cancelled}»؛ ويحرّر الخادم نافذة الفني.`;
    }),
    async act(world) {
      const words = visitCancelText[world.language];
      const { customer } = world.booked!;
      await customer.open('/my-requests');
      await customer.page.getByTestId('request-card').getByRole('button', { name: words.cancelVisit, exact: true }).click();
      await customer.page.getByRole('dialog').getByRole('button', { name: words.confirm, exact: true }).click();
      await toastSaying(customer.page, words.cancelled);
    },
  },
  'technician.reactivated': rowButton('backOn', 'isBack'),
};

type TechnicianFlow = FlowModel<typeof technicianMachine, TechnicianWorld>;

export const flow: TechnicianFlow = {
  name: 'technician',
  machine: technicianMachine,
  eventSamples,
  serializeState,
  filterEvents,
  simplePathSteps: 4,
  languages: ['en'],
  states,
  events,
  async open(browser: Browser, language: Language) {
    const admin = await fileAdmin(browser, language);
    const tag = randomUUID().slice(0, 6);
    const world = { language, visitors: [admin], browser, admin, name: { en: `Fahad Alshehri ${tag}`, ar: `فهد الشهري ${tag}` } };
    await onSettingsTab(world);
    return world;
  },
  async close(world) {
    await Promise.all(world.visitors.map(leave));
  },
  unreachable: {
    visitBooked:
      "False only for a release of a visit not booked with them: the server releases only a visit they hold (server/technicians/visit-releases.ts), and the admin's move releases only the technician the visit had (src/app/appointment-drafts.ts); tests/machines/technician.machine.unit.test.ts sends one",
  },
};
