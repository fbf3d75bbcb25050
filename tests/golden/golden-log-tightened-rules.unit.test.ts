import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insideRiyadh, noFridayService, notBeforeToday, withinWorkingHours } from '../../machines/domain/booking-rules.ts';
import type { DomainEvent, MachineEvent } from '../../machines/domain/envelope.ts';
import { requestSubmitted, type RequestSubmitted } from '../../machines/domain/request-events.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { settingsMachine } from '../../machines/settings.machine.ts';
import { decide, initialSnapshot, replay } from '../../machines/stream-decision.ts';
import { subscriptionMachine } from '../../machines/subscription.machine.ts';
import { readExpectedProjection } from './expected-projections.ts';
import { readGoldenLog } from './golden-log-file.ts';
import { goldenProjections, projectionFiles, type GoldenProjections } from './golden-projections.ts';
import { whatChanged } from './projection-differences.ts';
import { narrowedHours } from './tightened-rules.ts';

// Tightening a rule changes nothing that already happened (tracker issue 22): machines/domain/
// is changed here the way a developer would change it (tightened-rules.ts), the golden log is
// replayed, and every screen and download must be the one it was recorded with. A rule judges
// only new bookings: the sanity checks below show each tightened rule refuses one the old rules
// took, so this file cannot pass by a mock that changes nothing.
// tightened-rules-app.e2e.test.ts keeps the same promise with the app built and run so changed.
vi.mock('../../machines/domain/constants.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../machines/domain/constants.ts')>();
  const { tightenedLimits } = await import('./tightened-rules.ts');
  return { ...real, limits: tightenedLimits(real.limits) };
});

vi.mock('../../machines/domain/riyadh-bounds.ts', async () => {
  const { tinyRiyadh, isInsideTinyRiyadh } = await import('./tightened-rules.ts');
  return { riyadhBounds: tinyRiyadh, isInsideRiyadh: isInsideTinyRiyadh };
});

vi.mock('../../machines/domain/default-settings.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../machines/domain/default-settings.ts')>();
  const { tightenedSettings } = await import('./tightened-rules.ts');
  return { defaultSettings: tightenedSettings(real.defaultSettings) };
});

vi.mock('../../machines/domain/booking-rules.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../machines/domain/booking-rules.ts')>();
  const { tightenedBookingRules } = await import('./tightened-rules.ts');
  return { ...real, ...tightenedBookingRules(real) };
});

const golden = readGoldenLog();
const ofType = (type: string) => golden.filter((event) => event.type === type);
const bookings = ofType('request.submitted') as DomainEvent<'request.submitted', RequestSubmitted>[];

describe('given today’s rules tightened, when a booking the old rules accepted is decided afresh', () => {
  /** A Sunday booking at 12:30, a week ahead, pinned in the tiny box: every tightened rule holds. */
  const keptBooking: RequestSubmitted = {
    kind: 'vip',
    services: ['plumbing'],
    note: 'The kitchen sink leaks',
    address: 'Al Olaya, King Fahd Road 12',
    coordinates: { lat: 24.6907, lng: 46.6853 },
    phone: '+966512345678',
    preferredDate: '2026-11-29',
    preferredTime: '12:30',
    workingHours: { opens: '08:00', closes: '22:00' },
    photoId: null,
  };
  const bookedAt = '2026-11-22T09:00:00.000Z';
  const submitted = (change: Partial<RequestSubmitted>): MachineEvent => ({
    id: '00000000-0000-7000-8000-000000000001',
    type: 'request.submitted',
    data: { ...keptBooking, ...change },
    actor: { role: 'customer', userId: '1234' },
    at: bookedAt,
  });
  const answer = (change: Partial<RequestSubmitted>) => {
    const decision = decide(initialSnapshot(requestMachine), submitted(change));
    return decision.accepted ? 'accepted' : decision.reason;
  };

  it('then one inside every tightened rule is still accepted', () => {
    expect(answer({}), 'the booking that keeps every tightened rule').toBe('accepted');
  });

  it.each([
    ['pinned in Al Malqa, outside the tiny box', { coordinates: { lat: 24.815, lng: 46.612 } }, 'insideRiyadh'],
    ['at 10:00, outside the narrowed hour', { preferredTime: '10:00' }, 'withinWorkingHours'],
    ['for a Thursday', { preferredDate: '2026-11-26' }, 'noFridayService'],
    ['for tomorrow', { preferredDate: '2026-11-23' }, 'notBeforeToday'],
  ] as const)('then one %s is refused', (_what, change, rule) => {
    expect(answer(change), `the tightened ${rule} still takes a booking the old one took`).toBe(rule);
  });

  it('then a VIP booking of 2 services fails the booking schema the server checks', () => {
    const twoServices = requestSubmitted.safeParse({ ...keptBooking, services: ['plumbing', 'electrical'] });
    expect(twoServices.success, 'the tightened VIP services limit still takes 2 services').toBe(false);
  });

  it('then a VIP request 3 hours after the last one is refused', () => {
    const at = (hours: number) => new Date(Date.parse(bookedAt) + hours * 3_600_000).toISOString();
    const grant = { id: 'g', type: 'subscription.granted', data: { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' }, actor: { role: 'admin' }, at: at(-24) } as const;
    const visit = (requestId: string, hours: number): MachineEvent => ({ id: requestId, type: 'subscription.visitRecorded', data: { requestId }, actor: { role: 'customer', userId: '1234' }, at: at(hours) });
    const decision = decide(replay(subscriptionMachine, [grant, visit('r1', 0)]), visit('r2', 3));
    expect(decision.accepted ? 'accepted' : decision.reason, 'the tightened VIP gap').toBe('noBookingWithin2Hours');
  });

  it('then the settings open with the narrowed working hours', () => {
    expect(initialSnapshot(settingsMachine).context.workingHours).toEqual(narrowedHours);
  });

  it('then each tightened rule refuses bookings of the golden log that the old rules accepted', () => {
    const refusedBy = (rule: (booking: RequestSubmitted, at: string) => boolean) =>
      bookings.filter(({ data, at }) => !rule(data, at)).length;
    const refusals = {
      insideRiyadh: refusedBy((booking) => insideRiyadh(booking.coordinates)),
      withinWorkingHours: refusedBy((booking) => withinWorkingHours(booking.preferredTime, booking.workingHours)),
      noFridayService: refusedBy((booking) => noFridayService(booking.preferredDate)),
      notBeforeToday: refusedBy((booking, at) => notBeforeToday(booking.preferredDate, at)),
      maxVipServices: bookings.filter(({ data }) => !requestSubmitted.safeParse(data).success).length,
    };
    for (const [rule, refused] of Object.entries(refusals)) {
      expect(refused, `golden bookings the tightened ${rule} refuses, of ${bookings.length}`).toBeGreaterThan(0);
    }
  });
});

describe('given the golden event log recorded from the demo story and today’s rules tightened', () => {
  let replayed: GoldenProjections;
  beforeAll(() => {
    replayed = goldenProjections(golden);
  });

  it.each(projectionFiles)('replays the golden log into the same projections with today’s rules tightened: %s', (file) => {
    const recorded = readExpectedProjection(file);
    const change = whatChanged(replayed[file], recorded);
    expect(replayed[file], `a tightened rule rewrote the past: replaying golden-log.json no longer gives expected/${file}: ${change}`).toEqual(recorded);
  });
});
