import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { chatMachine, type ChatContext } from '../../machines/chat.machine.ts';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { chatTimeline, threadRows } from '../../machines/projections/chat-threads.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { admin, anEvent, system } from './given-events.ts';
import { plumbingVisit } from './sample-payloads.ts';

// The chat as screens read it: one thread's timeline, and the admin's list of threads.
const at = (minute: number) => `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`;
const customer = (userId: string) => ({ role: 'customer' as const, userId });
const said = (text: string, minute: number, actor: Actor = customer('1234')) => anEvent('chat.messageSent', { text }, { actor, at: at(minute) });
const thread = (...events: MachineEvent[]) => replay(chatMachine, events);
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ChatContext;

describe('a thread’s timeline', () => {
  it('places the customer’s last sign-in at its moment, as a line of its own', () => {
    const chat = contextOf(thread(anEvent('chat.greeted', { customerName: 'Sara' }, { actor: system, at: at(1) }), said('Hello', 5)));
    const timeline = chatTimeline(chat, at(3));
    expect(timeline.map((entry) => entry.kind)).toEqual(['message', 'activeNow', 'message']);
    expect(chatTimeline(chat, at(9)).at(-1)).toEqual({ kind: 'activeNow', at: at(9) });
    expect(chatTimeline(chat, null).map((entry) => entry.kind)).toEqual(['message', 'message']);
  });

  it('says a customer message is read once the admin has read up to it', () => {
    const hello = said('Hello', 1);
    const unread = chatTimeline(contextOf(thread(hello)), null);
    const read = chatTimeline(contextOf(thread(hello, anEvent('chat.read', { upTo: hello.id }, { actor: admin, at: at(2) }))), null);
    expect(unread.map((entry) => entry.kind === 'message' && entry.read)).toEqual([false]);
    expect(read.map((entry) => entry.kind === 'message' && entry.read)).toEqual([true]);
  });
});

describe('the admin’s list of threads', () => {
  const requestId = '0193a0a0-0000-7000-8000-0000000000aa';
  const streams = new Map<string, AnyMachineSnapshot>([
    ['user-1234', replay(userMachine, [anEvent('user.registered', { fullName: 'Sara', email: 's@example.com', mobile: '+966512345678' })])],
    ['user-5678', replay(userMachine, [anEvent('user.registered', { fullName: 'Omar', email: 'o@example.com', mobile: '+966512345679' }, { actor: customer('5678') })])],
    [`request-${requestId}`, replay(requestMachine, [anEvent('request.submitted', plumbingVisit, { actor: customer('5678'), at: '2026-11-22T08:00:00.000Z' })])],
    // Sara's general thread: answered by the admin, nothing unread, the latest conversation.
    ['chat-user-1234', thread(said('Hi', 1), said('Hello Sara', 20, admin))],
    // Omar's request thread: one message the admin has not read, older.
    [`chat-request-${requestId}`, thread(said('When?', 10, customer('5678')))],
    // A thread nobody wrote in is not listed, nor one holding only the company's greeting (a look at a request's page).
    ['chat-user-9999', thread()],
    ['chat-user-5678', thread(anEvent('chat.greeted', { customerName: 'Omar' }, { actor: system, at: at(30) }))],
  ]);

  it('lists unread threads first, each with its customer, request number and last message', () => {
    const rows = threadRows(streams);
    expect(rows.map((row) => [row.stream, row.customerName, row.requestNumber, row.unread])).toEqual([
      [`chat-request-${requestId}`, 'Omar', '0000AA', 1],
      ['chat-user-1234', 'Sara', null, 0],
    ]);
    expect(rows[1]!.lastMessage?.content).toEqual({ kind: 'text', text: 'Hello Sara' });
  });
});
