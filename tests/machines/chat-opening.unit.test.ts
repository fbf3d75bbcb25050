import { describe, expect, it } from 'vitest';
import { chatMachine, needsGreeting, readMarkDue, type ChatSnapshot } from '../../machines/chat.machine.ts';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';

// What opening a thread asks for, given its events: the company's greeting, and a read mark.
const customer: Actor = { role: 'customer', userId: '1234' };

const greeted = () => anEvent('chat.greeted', { customerName: 'Sara Q' }, { actor: system });
const customerWrote = (text = 'The kitchen sink leaks') => anEvent('chat.messageSent', { text }, { actor: customer });
const adminWrote = (text = 'A plumber can come tomorrow') => anEvent('chat.messageSent', { text }, { actor: admin });
const autoReplied = (message: MachineEvent) => anEvent('chat.autoReplied', { inReplyTo: message.id }, { actor: system });
const readBy = (reader: Actor, message: MachineEvent) => anEvent('chat.read', { upTo: message.id }, { actor: reader });

const given = (...events: MachineEvent[]) => (replay(chatMachine, events) as ChatSnapshot).context;

describe('the greeting', () => {
  it('is asked for when the customer opens a thread that does not exist yet', () => {
    expect(needsGreeting(null, 'customer')).toBe(true);
  });

  it('is not asked for once the thread holds a message', () => {
    expect(needsGreeting(given(greeted()), 'customer')).toBe(false);
    expect(needsGreeting(given(customerWrote()), 'customer')).toBe(false);
  });

  it('is never asked for by the admin, even for an empty thread', () => {
    expect(needsGreeting(null, 'admin')).toBe(false);
  });
});

describe('a read mark', () => {
  it('for the customer goes up to the company’s newest message, the auto-reply included', () => {
    const message = customerWrote();
    const reply = autoReplied(message);
    expect(readMarkDue(given(greeted(), message, reply), 'customer')).toBe(reply.id);
  });

  it('for the admin goes up to the customer’s newest message, past the company’s later ones', () => {
    const first = customerWrote('Hello');
    const second = customerWrote('Anyone there?');
    expect(readMarkDue(given(greeted(), first, second, autoReplied(second)), 'admin')).toBe(second.id);
  });

  it('is not due when everything from the other side was read', () => {
    const answer = adminWrote();
    expect(readMarkDue(given(customerWrote(), answer, readBy(customer, answer)), 'customer')).toBeNull();
  });

  it('is not due when the reader wrote last: writing is reading', () => {
    expect(readMarkDue(given(greeted(), customerWrote()), 'customer')).toBeNull();
  });

  it('is not due in a thread that does not exist yet', () => {
    expect(readMarkDue(null, 'admin')).toBeNull();
  });
});
