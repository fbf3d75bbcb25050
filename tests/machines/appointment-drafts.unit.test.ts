import { describe, expect, it } from 'vitest';
import { appointmentDays, arrivalWindowStarts } from '../../machines/domain/bookable-times.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import type { ScheduledTechnician } from '../../machines/projections/technician-schedule.ts';
import { replay } from '../../machines/stream-decision.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { appointmentDrafts, mayAppoint } from '../../src/app/appointment-drafts.ts';
import { admin, anEvent } from './given-events.ts';
import { ahmed, ahmedId, ahmedsWindow, paidWith, plumbingVisit } from './sample-payloads.ts';

// The admin's chosen day, start and technician as the batch the log is proposed; which requests
// take one; and the starts and days the form offers for a window of the company's width.
const customer = { role: 'customer' as const, userId: '1234' };
const requestId = '0193a0a0-0000-7000-8000-00000000d001';
const hours = { opens: '08:00', closes: '22:00' };
const settings = { workingHours: hours, visitRules: { ...defaultSettings.visitRules, arrivalWindowMinutes: 120 } };
const ahmeds: ScheduledTechnician = { technicianId: ahmedId, name: ahmed.name, services: ['plumbing'], active: true, visits: [] };
const omars: ScheduledTechnician = { ...ahmeds, technicianId: 'omar-plumber', name: { en: 'Omar Nasser', ar: 'عمر ناصر' } };
const appointedToAhmed = { appointment: { ...ahmedsWindow, technician: { id: ahmedId, name: ahmed.name } } };

const steps = {
  submitted: anEvent('request.submitted', plumbingVisit, { actor: customer }),
  offered: anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin }),
  offeredFree: anEvent('request.offerMade', { priceHalalas: 0, adminNote: '' }, { actor: admin }),
  accepted: anEvent('request.offerAccepted', {}, { actor: customer }),
  paid: anEvent('request.paid', paidWith('pay_1', 15_000), { actor: { role: 'system' } }),
  appointed: anEvent('request.appointmentConfirmed', { ...ahmedsWindow, technician: { id: ahmedId, name: ahmed.name }, workingHours: hours }, { actor: admin }),
  completed: anEvent('request.completed', { note: '', photoIds: [] }, { actor: admin }),
};
type Step = keyof typeof steps;
const after = (...names: Step[]) => replay(requestMachine, names.map((name) => steps[name])) as RequestSnapshot;

describe('which requests the admin gives a visit', () => {
  it('a paid request, a visit included in a plan, and one whose visit is confirmed (to move it)', () => {
    expect(mayAppoint(after('submitted', 'offered', 'accepted', 'paid'))).toBe(true);
    expect(mayAppoint(after('submitted', 'offeredFree', 'accepted'))).toBe(true);
    expect(mayAppoint(after('submitted', 'offered', 'accepted', 'paid', 'appointed'))).toBe(true);
  });

  it('not a request waiting for an offer or its payment, nor a completed one', () => {
    expect(mayAppoint(after('submitted'))).toBe(false);
    expect(mayAppoint(after('submitted', 'offered', 'accepted'))).toBe(false);
    expect(mayAppoint(after('submitted', 'offered', 'accepted', 'paid', 'completed'))).toBe(false);
  });
});

describe("the admin's chosen visit as one batch", () => {
  const choice = { date: '2026-11-24', from: '10:00', technicianId: ahmedId };

  it("confirms the window of the company's width with the hours in force and the technician's names, and books it on the technician", () => {
    expect(appointmentDrafts(requestId, { appointment: null }, choice, [ahmeds], settings)).toEqual({
      drafts: [
        {
          stream: `request-${requestId}`,
          type: 'request.appointmentConfirmed',
          data: { date: '2026-11-24', from: '10:00', to: '12:00', technician: { id: ahmedId, name: ahmed.name }, workingHours: hours },
        },
        { stream: `technician-${ahmedId}`, type: 'technician.visitAssigned', data: { requestId, date: '2026-11-24', from: '10:00', to: '12:00' } },
      ],
    });
  });

  it('a window of 90 minutes when the company set so', () => {
    const result = appointmentDrafts(requestId, { appointment: null }, choice, [ahmeds], { ...settings, visitRules: { ...settings.visitRules, arrivalWindowMinutes: 90 } });
    expect('drafts' in result && result.drafts[0]!.data).toMatchObject({ from: '10:00', to: '11:30' });
  });

  it('moving the visit to another technician releases the first one, in the same batch', () => {
    const result = appointmentDrafts(requestId, appointedToAhmed, { ...choice, technicianId: 'omar-plumber' }, [ahmeds, omars], settings);
    expect('drafts' in result && result.drafts.map((draft) => [draft.stream, draft.type])).toEqual([
      [`request-${requestId}`, 'request.appointmentConfirmed'],
      ['technician-omar-plumber', 'technician.visitAssigned'],
      [`technician-${ahmedId}`, 'technician.visitReleased'],
    ]);
  });

  it('moving it to another time with the same technician releases nothing', () => {
    const result = appointmentDrafts(requestId, appointedToAhmed, { ...choice, from: '14:00' }, [ahmeds, omars], settings);
    expect('drafts' in result && result.drafts.map((draft) => draft.type)).toEqual(['request.appointmentConfirmed', 'technician.visitAssigned']);
  });

  it('asks for a day, a start and a technician; a window past midnight is outside working hours', () => {
    expect(appointmentDrafts(requestId, { appointment: null }, { ...choice, from: '' }, [ahmeds], settings)).toEqual({ refused: 'visitTimeRequired' });
    expect(appointmentDrafts(requestId, { appointment: null }, { ...choice, technicianId: '' }, [ahmeds], settings)).toEqual({ refused: 'technicianRequired' });
    expect(appointmentDrafts(requestId, { appointment: null }, { ...choice, from: '23:00' }, [ahmeds], settings)).toEqual({ refused: 'withinWorkingHours' });
  });
});

describe('the starts and days offered for an arrival window', () => {
  const now = '2026-11-24T09:05:00Z'; // 12:05 in Riyadh, a Tuesday

  it('starts every half hour, not yet passed, whose window closes by closing time', () => {
    const starts = arrivalWindowStarts(hours, '2026-11-24', now, 120);
    expect(starts[0]).toBe('12:30');
    expect(starts.at(-1)).toBe('20:00');
    expect(arrivalWindowStarts(hours, '2026-11-25', now, 30).at(-1)).toBe('21:30');
  });

  it('offers no Friday and no day before today', () => {
    const days = appointmentDays(hours, now, 120);
    expect(days[0]).toBe('2026-11-24');
    expect(days).not.toContain('2026-11-27');
    expect(days).toContain('2026-11-28');
  });

  it('leaves today out once no window fits before closing', () => {
    expect(appointmentDays(hours, '2026-11-24T17:05:00Z', 120)[0]).toBe('2026-11-25');
  });
});
