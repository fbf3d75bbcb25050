import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { windowFrom, windowsOverlap } from '../../machines/domain/arrival-window.ts';
import { currentSchemaVersion, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { technicianMachine, type TechnicianSnapshot } from '../../machines/technician.machine.ts';
import { admin, anEvent } from './given-events.ts';
import { ahmed } from './sample-payloads.ts';

// A technician's list entry and their booked windows: no two of theirs overlap.
const added = () => anEvent('technician.added', ahmed, { actor: admin });
const booked = (requestId: string, from: string, to: string, date = '2026-11-24') =>
  anEvent('technician.visitAssigned', { requestId, date, from, to }, { actor: admin });
const released = (requestId: string) => anEvent('technician.visitReleased', { requestId }, { actor: admin });

const given = (...events: MachineEvent[]) => replay(technicianMachine, events) as TechnicianSnapshot;
const refusal = (snapshot: TechnicianSnapshot, event: MachineEvent) => {
  const decision = decide(snapshot, event);
  return decision.accepted ? 'accepted' : decision.reason;
};

describe('the technician list', () => {
  it('given an admin added Ahmed, then he takes visits with his names, mobile and services', () => {
    const ahmedNow = given(added());
    expect(ahmedNow.value).toBe('active');
    expect(ahmedNow.context.details).toEqual(ahmed);
  });

  it('given Ahmed, when his services change, then the latest are kept', () => {
    const changed = given(added(), anEvent('technician.changed', { ...ahmed, services: ['plumbing', 'electrical'] }, { actor: admin }));
    expect(changed.context.details?.services).toEqual(['plumbing', 'electrical']);
  });

  it('given Ahmed taken off visits, when a visit is booked for him, then it is refused; back on visits, it is accepted', () => {
    const off = given(added(), anEvent('technician.deactivated', {}, { actor: admin }));
    expect(off.value).toBe('inactive');
    expect(refusal(off, booked('request-1', '10:00', '12:00'))).toBe(notAllowedNow);
    const back = given(added(), anEvent('technician.deactivated', {}, { actor: admin }), anEvent('technician.reactivated', {}, { actor: admin }));
    expect(refusal(back, booked('request-1', '10:00', '12:00'))).toBe('accepted');
  });

  it('refuses a technician added twice, and one never added being changed', () => {
    expect(refusal(given(added()), added())).toBe(notAllowedNow);
    expect(refusal(given(), anEvent('technician.changed', ahmed, { actor: admin }))).toBe(notAllowedNow);
  });
});

describe("a technician's windows", () => {
  it('given Ahmed booked 10:00-12:00, when 11:00-13:00 is booked for another request, then it is refused by technicianFree', () => {
    expect(refusal(given(added(), booked('request-1', '10:00', '12:00')), booked('request-2', '11:00', '13:00'))).toBe('technicianFree');
  });

  it('given Ahmed booked 10:00-12:00, when 12:00-14:00 or another day is booked, then it is accepted', () => {
    const morning = given(added(), booked('request-1', '10:00', '12:00'));
    expect(refusal(morning, booked('request-2', '12:00', '14:00'))).toBe('accepted');
    expect(refusal(morning, booked('request-2', '10:00', '12:00', '2026-11-25'))).toBe('accepted');
  });

  it('given a visit of Ahmed moved within its own window, then it replaces itself, never overlapping itself', () => {
    const moved = given(added(), booked('request-1', '10:00', '12:00'), booked('request-1', '11:00', '13:00'));
    expect(moved.context.visits).toEqual([{ requestId: 'request-1', date: '2026-11-24', from: '11:00', to: '13:00' }]);
  });

  it('given a window released, then another request may take it; a window never booked cannot be released', () => {
    const freed = given(added(), booked('request-1', '10:00', '12:00'), released('request-1'));
    expect(refusal(freed, booked('request-2', '10:00', '12:00'))).toBe('accepted');
    expect(refusal(freed, released('request-1'))).toBe('visitBooked');
  });

  it('given Ahmed taken off visits, then the windows booked may still be released (moved to someone else)', () => {
    const off = given(added(), booked('request-1', '10:00', '12:00'), anEvent('technician.deactivated', {}, { actor: admin }));
    expect(refusal(off, released('request-1'))).toBe('accepted');
  });
});

describe('arrival windows', () => {
  it('overlap when they share a minute of the same day, not when one ends as the other starts', () => {
    const day = '2026-11-24';
    expect(windowsOverlap({ date: day, from: '10:00', to: '12:00' }, { date: day, from: '11:59', to: '13:00' })).toBe(true);
    expect(windowsOverlap({ date: day, from: '10:00', to: '12:00' }, { date: day, from: '12:00', to: '13:00' })).toBe(false);
    expect(windowsOverlap({ date: day, from: '10:00', to: '12:00' }, { date: '2026-11-25', from: '10:00', to: '12:00' })).toBe(false);
  });

  it('given the company width of 90 minutes, then a window from 20:30 ends at 22:00; none passes midnight', () => {
    expect(windowFrom('2026-11-24', '20:30', 90)).toEqual({ date: '2026-11-24', from: '20:30', to: '22:00' });
    expect(windowFrom('2026-11-24', '23:00', 60)).toBeNull();
  });

  it('refuses a technician without a service, with a service twice, or with a mobile not stored as +9665XXXXXXXX', () => {
    const schema = eventDefinition('technician.added')!.schemas[currentSchemaVersion(eventDefinition('technician.added')!)]!;
    expect(schema.safeParse(ahmed).success).toBe(true);
    expect(schema.safeParse({ ...ahmed, services: [] }).success).toBe(false);
    expect(schema.safeParse({ ...ahmed, services: ['plumbing', 'plumbing'] }).success).toBe(false);
    expect(schema.safeParse({ ...ahmed, mobile: '0551234567' }).success).toBe(false);
  });
});
