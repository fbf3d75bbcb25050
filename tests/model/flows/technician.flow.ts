// A technician of the company on the admin's Settings tab, drawn from the real technician
// machine: the admin adds them (a plumber), edits their services (plumbing and electrical),
// takes them off visits and puts them back, editing them while off visits too; or books them for
// a paid plumbing visit on the request's 'Confirm the visit' (a customer's request set up through
// the API), then takes them off visits. Each path adds a technician of its own, under names no
// other path uses, and reads that technician's row.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { serviceIds, type ServiceId } from '../../../machines/domain/constants.ts';
import type { Actor } from '../../../machines/domain/envelope.ts';
import { technicianMachine, type TechnicianSnapshot } from '../../../machines/technician.machine.ts';
import { adminRequestsText } from '../../e2e/admin-requests-text.ts';
import { nextRiyadhWeekday } from '../../e2e/booking-steps.ts';
import { toastSaying, type Visitor } from '../../e2e/browser.ts';
import { payByApi } from '../../e2e/checkout-steps.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import { techniciansText } from '../../e2e/technicians-text.ts';
import type { FlowModel, FlowWorld, ModelEvent, Words } from '../flow-model.ts';
import { signedInAdmin } from '../steps/admin-visitor.ts';
import { customerWithAcceptedOffer } from '../steps/accepted-offer.ts';
import { requestStatusText as adminText } from '../steps/request-status-text.ts';

interface TechnicianWorld extends FlowWorld {
  browser: Browser;
  admin: Visitor;
  /** This path's technician: their names, in both languages. */
  name: { en: string; ar: string };
}

const adminActor: Actor = { role: 'admin', userId: 'admin' };
const mobile = { typed: '055 123 4567', shown: '+966551234567' };
const plumber: ServiceId[] = ['plumbing'];
const plumberAndElectrician: ServiceId[] = ['plumbing', 'electrical'];

/** A decided event as the log hands it to the machine; `id` names the sample, so path ids stay stable. */
const decided = (id: string, type: string, data: unknown): ModelEvent => ({ id, type, data, actor: adminActor, at: '2026-11-01T09:00:00.000Z' });
const details = (services: ServiceId[]) => ({ name: { en: 'Fahad Alshehri', ar: 'فهد الشهري' }, mobile: mobile.shown, services, photoId: null });

const eventSamples: ModelEvent[] = [
  decided('add', 'technician.added', details(plumber)),
  decided('add-electrical', 'technician.changed', details(plumberAndElectrician)),
  decided('take-off', 'technician.deactivated', {}),
  decided('back-on', 'technician.reactivated', {}),
  decided('book-visit', 'technician.visitAssigned', { requestId: 'model-request', date: '2026-11-02', from: '10:00', to: '12:00' }),
];

const servicesOf = (snapshot: TechnicianSnapshot) => snapshot.context.details?.services ?? [];

/** Their services are edited once (electrical added), whether on visits or off them; a plumber is booked once, then only taken off visits. */
function filterEvents(snapshot: TechnicianSnapshot, event: ModelEvent): boolean {
  if (snapshot.context.visits.length > 0) return event.type === 'technician.deactivated';
  if (event.type === 'technician.visitAssigned') return servicesOf(snapshot).length === 1;
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
  active: { shows: (snapshot) => both((language) => rowWords(snapshot, language)), check: rowShows },
  inactive: { shows: (snapshot) => both((language) => rowWords(snapshot, language)), check: rowShows },
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
    does: both((language) => {
      const text = adminText[language];
      return language === 'en'
        ? `Given a customer's plumbing request, offered, accepted and paid: open it on the Requests tab; under '${text.confirmTheVisit}' choose the day booked, the technician as '${text.technician}', and tap '${text.confirmVisit}': the toast '${text.visitConfirmed}'.`
        : `لطلب سباكة من عميل، عُرض عليه السعر فقبله ودفع: افتحه في تبويب الطلبات؛ وفي «${text.confirmTheVisit}» اختر اليوم المحجوز، والفني في «${text.technician}»، واضغط «${text.confirmVisit}»: يظهر «${text.visitConfirmed}».`;
    }),
    async act(world) {
      const text = adminText[world.language];
      const { customer, requestId } = await customerWithAcceptedOffer(world.browser, world.language);
      try {
        await payByApi(customer.page, requestId);
      } finally {
        await customer.context.close();
      }
      const { page } = world.admin;
      await world.admin.open(`/admin/dashboard?tab=requests&request=${requestId}`);
      const form = page.locator('form').filter({ has: page.getByRole('heading', { name: text.confirmTheVisit, exact: true }) });
      await form.getByLabel(text.visitDate, { exact: true }).selectOption(nextRiyadhWeekday(1));
      await form.getByLabel(text.technician, { exact: true }).selectOption({ label: world.name[world.language] });
      await form.getByRole('button', { name: text.confirmVisit, exact: true }).click();
      await toastSaying(page, text.visitConfirmed);
    },
  },
  'technician.reactivated': rowButton('backOn', 'isBack'),
};

type TechnicianFlow = FlowModel<typeof technicianMachine, TechnicianWorld>;

const visitReleased =
  "A technician's visit is released when its request is cancelled or declined (server/technicians/visit-releases.ts): the request flow's steps, whose coverage counts the request machine";

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
    const admin = await signedInAdmin(browser, language);
    const tag = randomUUID().slice(0, 6);
    const world = { language, visitors: [admin], browser, admin, name: { en: `Fahad Alshehri ${tag}`, ar: `فهد الشهري ${tag}` } };
    await onSettingsTab(world);
    return world;
  },
  async close(world) {
    await world.admin.context.close();
  },
  unreachable: {
    visitReleased,
    technicianFree: "False only for a window that overlaps another of theirs, and 'Confirm the visit' offers no technician busy then (the option is disabled)",
    visitBooked: "Asked when a visit is released, a cancelled or declined request's (the request flow's steps); false only for a visit not booked with them, and the server releases only a visit they hold (server/technicians/visit-releases.ts)",
  },
};
