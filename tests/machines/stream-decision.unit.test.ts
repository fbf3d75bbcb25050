import { and, not, or, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { anEvent } from './given-events.ts';

// A made-up booking stream: the reason for a refusal is the name of the first rule that fails.
type Booking = MachineEvent<'booked', { friday: boolean; full: boolean; vip: boolean; free: boolean }>;
const bookingMachine = setup({
  types: { events: {} as Booking | MachineEvent<'closed', object> },
  guards: {
    noFridayService: ({ event }) => !(event as Booking).data.friday,
    visitLimitReached: ({ event }) => (event as Booking).data.full,
    isVip: ({ event }) => (event as Booking).data.vip,
    isFree: ({ event }) => (event as Booking).data.free,
  },
}).createMachine({
  initial: 'open',
  states: {
    open: {
      on: {
        booked: {
          guard: and(['noFridayService', not('visitLimitReached'), or(['isVip', 'isFree'])]),
          target: 'booked',
        },
      },
    },
    booked: {},
  },
});

const booking = (data: Partial<Booking['data']>) =>
  anEvent('booked', { friday: false, full: false, vip: true, free: false, ...data });

describe('deciding an event against a stream', () => {
  it('accepts an event every rule allows and returns the next state', () => {
    const decision = decide(replay(bookingMachine, []), booking({}));
    expect(decision.accepted && decision.snapshot.value).toBe('booked');
  });

  it('names a plain rule that fails', () => {
    expect(decide(replay(bookingMachine, []), booking({ friday: true }))).toEqual({
      accepted: false,
      reason: 'noFridayService',
    });
  });

  it('names the rule inside not() when it holds', () => {
    expect(decide(replay(bookingMachine, []), booking({ full: true }))).toEqual({
      accepted: false,
      reason: 'visitLimitReached',
    });
  });

  it('names the first failing alternative when every branch of or() fails', () => {
    expect(decide(replay(bookingMachine, []), booking({ vip: false }))).toEqual({ accepted: false, reason: 'isVip' });
  });

  it('says notAllowedNow when the state has no transition for the event', () => {
    const booked = replay(bookingMachine, [booking({})]);
    expect(decide(booked, booking({}))).toEqual({ accepted: false, reason: notAllowedNow });
  });
});
