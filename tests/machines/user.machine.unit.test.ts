import { describe, expect, it } from 'vitest';
import { channelsInForce, userMachine } from '../../machines/user.machine.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent } from './given-events.ts';

const sara = { fullName: 'Sara Al-Qahtani', email: 'sara@example.com', mobile: '+966512345678' };
const registered = () => anEvent('user.registered', sara, { at: '2026-11-01T08:00:00.000Z' });
const createdByAdmin = () => anEvent('user.createdByAdmin', { ...sara, note: 'Paid in branch' }, { actor: admin });

describe('user stream', () => {
  it('holds the registered profile and when it was created', () => {
    const user = replay(userMachine, [registered()]);
    expect(user.value).toBe('active');
    expect(user.context).toMatchObject({ ...sara, createdAt: '2026-11-01T08:00:00.000Z', createdByAdmin: false });
  });

  it('refuses a second registration of the same user', () => {
    const decision = decide(replay(userMachine, [registered()]), registered());
    expect(decision).toEqual({ accepted: false, reason: notAllowedNow });
  });

  it('lets a customer claim an account an admin created, keeping the admin note', () => {
    const claimed = replay(userMachine, [createdByAdmin(), registered()]);
    expect(claimed.value).toBe('active');
    expect(claimed.context).toMatchObject({ createdByAdmin: true, claimed: true, adminNote: 'Paid in branch' });
  });

  it('records the last sign-in time from the event, not the clock', () => {
    const user = replay(userMachine, [registered(), anEvent('user.loggedIn', {}, { at: '2026-11-20T10:00:00.000Z' })]);
    expect(user.context.lastSeen).toBe('2026-11-20T10:00:00.000Z');
  });

  it('applies only the fields a profile update carries', () => {
    const user = replay(userMachine, [registered(), anEvent('user.profileUpdated', { fullName: 'Sara Q.' })]);
    expect(user.context).toMatchObject({ fullName: 'Sara Q.', email: sara.email, mobile: sara.mobile });
  });

  it('refuses a sign-in while suspended and accepts it again once reinstated', () => {
    const suspended = replay(userMachine, [registered(), anEvent('user.suspended', { reason: 'abuse' }, { actor: admin })]);
    expect(suspended.value).toBe('suspended');
    expect(decide(suspended, anEvent('user.loggedIn', {})).accepted).toBe(false);
    const reinstated = replay(userMachine, [anEvent('user.reinstated', {}, { actor: admin })], suspended);
    expect(reinstated.value).toBe('active');
    expect(decide(reinstated, anEvent('user.loggedIn', {})).accepted).toBe(true);
  });

  it('returns a never-claimed account to unclaimed when it is reinstated, so it can still be claimed', () => {
    const user = replay(userMachine, [
      createdByAdmin(),
      anEvent('user.suspended', {}, { actor: admin }),
      anEvent('user.reinstated', {}, { actor: admin }),
    ]);
    expect(user.value).toBe('unclaimed');
    expect(decide(user, registered()).accepted).toBe(true);
  });

  it('keeps the language chosen last, none before any choice', () => {
    expect(replay(userMachine, [registered()]).context.language).toBeNull();
    const user = replay(userMachine, [
      registered(),
      anEvent('user.languageChosen', { language: 'ar' }),
      anEvent('user.languageChosen', { language: 'en' }),
    ]);
    expect(user.context.language).toBe('en');
  });

  it('refuses a language choice on an account nobody signs in to: not yet claimed, or suspended', () => {
    const chosen = anEvent('user.languageChosen', { language: 'ar' });
    expect(decide(replay(userMachine, [createdByAdmin()]), chosen).accepted).toBe(false);
    const suspended = replay(userMachine, [registered(), anEvent('user.suspended', {}, { actor: admin })]);
    expect(decide(suspended, chosen).accepted).toBe(false);
  });

  it('keeps the notification channels chosen last, none before any choice', () => {
    expect(replay(userMachine, [registered()]).context.notificationChannels).toBeNull();
    const user = replay(userMachine, [
      registered(),
      anEvent('user.notificationChannelsChosen', { email: false, whatsapp: false }),
      anEvent('user.notificationChannelsChosen', { email: true, whatsapp: false }),
    ]);
    expect(user.context.notificationChannels).toEqual({ email: true, whatsapp: false });
  });

  it('puts each channel on where the account has its address until the customer chooses, then their choice', () => {
    expect(channelsInForce(replay(userMachine, [registered()]).context)).toEqual({ email: true, whatsapp: true });
    const mobileOnly = replay(userMachine, [anEvent('user.registered', { fullName: sara.fullName, mobile: sara.mobile })]);
    expect(channelsInForce(mobileOnly.context)).toEqual({ email: false, whatsapp: true });
    const chosen = replay(userMachine, [registered(), anEvent('user.notificationChannelsChosen', { email: false, whatsapp: true })]);
    expect(channelsInForce(chosen.context)).toEqual({ email: false, whatsapp: true });
  });

  it('refuses a choice of channels on an account nobody signs in to: not yet claimed, or suspended', () => {
    const chosen = anEvent('user.notificationChannelsChosen', { email: true, whatsapp: true });
    expect(decide(replay(userMachine, [createdByAdmin()]), chosen).accepted).toBe(false);
    const suspended = replay(userMachine, [registered(), anEvent('user.suspended', {}, { actor: admin })]);
    expect(decide(suspended, chosen).accepted).toBe(false);
    expect(decide(replay(userMachine, [registered()]), chosen).accepted).toBe(true);
  });

  it('keeps how far the notifications are seen, the later moment when two devices mark them out of order', () => {
    expect(replay(userMachine, [registered()]).context.notificationsSeenUpTo).toBeNull();
    const user = replay(userMachine, [
      registered(),
      anEvent('user.notificationsSeen', { upTo: '2026-11-24T09:00:00.000Z' }),
      anEvent('user.notificationsSeen', { upTo: '2026-11-24T08:00:00.000Z' }),
    ]);
    expect(user.context.notificationsSeenUpTo).toBe('2026-11-24T09:00:00.000Z');
    const later = replay(userMachine, [anEvent('user.notificationsSeen', { upTo: '2026-11-25T08:00:00.000Z' })], user);
    expect(later.context.notificationsSeenUpTo).toBe('2026-11-25T08:00:00.000Z');
  });

  it('refuses marking notifications seen on an account nobody signs in to: not yet claimed, or suspended', () => {
    const seen = anEvent('user.notificationsSeen', { upTo: '2026-11-24T09:00:00.000Z' });
    expect(decide(replay(userMachine, [createdByAdmin()]), seen).accepted).toBe(false);
    const suspended = replay(userMachine, [registered(), anEvent('user.suspended', {}, { actor: admin })]);
    expect(decide(suspended, seen).accepted).toBe(false);
    expect(decide(replay(userMachine, [registered()]), seen).accepted).toBe(true);
  });

  it('refuses events for a user who does not exist yet', () => {
    const nobody = replay(userMachine, []);
    expect(decide(nobody, anEvent('user.profileUpdated', { fullName: 'X Y' })).accepted).toBe(false);
    expect(decide(nobody, anEvent('user.suspended', {}, { actor: admin })).accepted).toBe(false);
  });
});
