import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { chatMachine } from '../../machines/chat.machine.ts';
import type { Actor } from '../../machines/domain/envelope.ts';
import { userRows } from '../../machines/projections/admin-users.ts';
import { threadRows } from '../../machines/projections/chat-threads.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { admin, anEvent, system } from './given-events.ts';
import { plumbingVisit } from './sample-payloads.ts';

// When the admin last saw a sign of a customer: their last sign-in or their own latest message.
const at = (hour: number) => `2026-11-22T${String(hour).padStart(2, '0')}:00:00.000Z`;
const sara: Actor = { role: 'customer', userId: '1234' };
const requestId = '0193a0a0-0000-7000-8000-0000000000aa';
const registered = (more: ReturnType<typeof anEvent>[] = []) =>
  replay(userMachine, [anEvent('user.registered', { fullName: 'Sara', email: 's@example.com', mobile: '+966512345678' }, { actor: sara, at: at(1) }), ...more]);
const signedInAt = (hour: number) => anEvent('user.loggedIn', {}, { actor: sara, at: at(hour) });
const said = (text: string, hour: number, actor: Actor = sara) => anEvent('chat.messageSent', { text }, { actor, at: at(hour) });

describe('when a customer was last seen', () => {
  it('is their message in a request’s thread when they wrote after signing in', () => {
    const streams = new Map<string, AnyMachineSnapshot>([
      ['user-1234', registered([signedInAt(2)])],
      [`request-${requestId}`, replay(requestMachine, [anEvent('request.submitted', plumbingVisit, { actor: sara, at: at(3) })])],
      [`chat-request-${requestId}`, replay(chatMachine, [said('When does the technician come?', 5)])],
    ]);
    expect(userRows(streams, at(9))[0]!.lastSeen).toBe(at(5));
    expect(threadRows(streams)[0]!.lastSeen).toBe(at(5));
  });

  it('is their sign-in when the admin wrote last, not the admin’s reply', () => {
    const streams = new Map<string, AnyMachineSnapshot>([
      ['user-1234', registered([signedInAt(4)])],
      ['chat-user-1234', replay(chatMachine, [said('Hello', 3), said('Welcome, Sara', 6, admin)])],
    ]);
    expect(threadRows(streams)[0]!.lastSeen).toBe(at(4));
    expect(threadRows(streams)[0]!.lastSignIn).toBe(at(4));
  });

  it('is their first message for an account the admin made, never signed in to', () => {
    const streams = new Map<string, AnyMachineSnapshot>([
      ['user-1234', replay(userMachine, [anEvent('user.createdByAdmin', { fullName: 'Sara', email: 's@example.com', mobile: '+966512345678', note: '' }, { actor: admin, at: at(1) })])],
      ['chat-user-1234', replay(chatMachine, [said('Hello', 7)])],
    ]);
    expect(threadRows(streams)[0]!.lastSeen).toBe(at(7));
  });
});

describe('the admin’s preview of a thread', () => {
  it('is the customer’s last message, not the auto-reply after it or the greeting before it', () => {
    const hello = said('Is the plumber coming today?', 3);
    const streams = new Map<string, AnyMachineSnapshot>([
      ['user-1234', registered()],
      [
        'chat-user-1234',
        replay(chatMachine, [
          anEvent('chat.greeted', { customerName: 'Sara' }, { actor: system, at: at(2) }),
          hello,
          anEvent('chat.autoReplied', { inReplyTo: hello.id }, { actor: system, at: at(3) }),
        ]),
      ],
    ]);
    expect(threadRows(streams)[0]!.lastMessage?.content).toEqual({ kind: 'text', text: 'Is the plumber coming today?' });
  });
});
