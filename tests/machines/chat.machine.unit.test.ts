import { describe, expect, it } from 'vitest';
import { chatMachine, chatMessages, readByOtherSide, unreadFor, type ChatSnapshot } from '../../machines/chat.machine.ts';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';

// A chat thread between a customer (user 1234, anEvent's default actor) and the company,
// given events: the greeting, messages, auto-replies and how far each side has read.
const customer: Actor = { role: 'customer', userId: '1234' };

const greeted = () => anEvent('chat.greeted', { customerName: 'Sara Q' }, { actor: system });
const customerWrote = (text = 'The kitchen sink leaks') => anEvent('chat.messageSent', { text }, { actor: customer });
const adminWrote = (text = 'A plumber can come tomorrow') => anEvent('chat.messageSent', { text }, { actor: admin });
const autoReplied = (message: MachineEvent) => anEvent('chat.autoReplied', { inReplyTo: message.id }, { actor: system });
const readBy = (reader: Actor, message: MachineEvent | { id: string }) => anEvent('chat.read', { upTo: message.id }, { actor: reader });

const given = (...events: MachineEvent[]) => replay(chatMachine, events) as ChatSnapshot;
const refusal = (snapshot: ChatSnapshot, event: MachineEvent) => {
  const decision = decide(snapshot, event);
  return decision.accepted ? 'accepted' : decision.reason;
};
const readMarks = (snapshot: ChatSnapshot) => chatMessages(snapshot.context).map((_, index) => readByOtherSide(snapshot.context, index));

describe('the greeting', () => {
  it('opens the thread with the customer’s name', () => {
    const greeting = greeted();
    const { value, context } = given(greeting);
    expect(value).toBe('open');
    expect(chatMessages(context)).toEqual([
      { id: greeting.id, at: greeting.at, from: 'system', content: { kind: 'greeting', customerName: 'Sara Q' } },
    ]);
  });

  it('comes once: a second greeting is refused with oneGreetingPerThread', () => {
    expect(refusal(given(greeted()), greeted())).toBe('oneGreetingPerThread');
    expect(refusal(given(greeted(), customerWrote()), greeted())).toBe('oneGreetingPerThread');
  });
});

describe('a customer message', () => {
  it('waits for its reply', () => {
    const message = customerWrote('The kitchen sink leaks');
    const { value, context } = given(greeted(), message);
    expect(value).toBe('open');
    expect(chatMessages(context).at(-1)).toMatchObject({ id: message.id, from: 'customer', content: { kind: 'text', text: 'The kitchen sink leaks' } });
    expect(context.awaitingReply).toEqual([message.id]);
  });

  it('is answered by the auto-reply once: a second reply is refused with answersAWaitingMessage', () => {
    const message = customerWrote();
    const answered = given(greeted(), message, autoReplied(message));
    expect(answered.context.awaitingReply).toEqual([]);
    expect(chatMessages(answered.context).at(-1)).toMatchObject({ from: 'system', content: { kind: 'autoReply' } });
    expect(refusal(answered, autoReplied(message))).toBe('answersAWaitingMessage');
  });

  it('answered leaves a later message still waiting', () => {
    const first = customerWrote('Hello');
    const second = customerWrote('Anyone there?');
    expect(given(first, second, autoReplied(first)).context.awaitingReply).toEqual([second.id]);
  });
});

describe('an auto-reply', () => {
  it('never answers an admin message: answersAWaitingMessage', () => {
    const message = adminWrote();
    expect(given(greeted(), message).context.awaitingReply).toEqual([]);
    expect(refusal(given(greeted(), message), autoReplied(message))).toBe('answersAWaitingMessage');
  });

  it('never answers a message the thread does not hold, nor comes before anything: answersAWaitingMessage, notAllowedNow', () => {
    expect(refusal(given(greeted()), autoReplied({ id: '00000000-0000-7000-8000-999999999999' } as MachineEvent))).toBe(
      'answersAWaitingMessage',
    );
    expect(refusal(given(), autoReplied(customerWrote()))).toBe(notAllowedNow);
  });
});

describe('read marks', () => {
  it('when the admin reads up to a customer message, that message and the earlier ones are read, not the later ones', () => {
    const first = customerWrote('Hello');
    const second = customerWrote('The sink leaks');
    const third = customerWrote('Since this morning');
    const read = given(greeted(), first, second, third, readBy(admin, second));
    expect(read.context.seenByAdmin).toBe(3);
    // the greeting is the customer's to read, and they read it when they wrote
    expect(readMarks(read)).toEqual([true, true, true, false]);
  });

  it('when the customer reads up to the admin’s answer, the company’s messages before it are read', () => {
    const question = customerWrote();
    const answer = adminWrote();
    const later = adminWrote('Between 10 and 12');
    const read = given(greeted(), question, autoReplied(question), answer, later, readBy(customer, answer));
    expect(read.context.seenByCustomer).toBe(4);
    // greeting, question (not yet read by the admin), auto-reply, answer, later answer
    expect(readMarks(read)).toEqual([true, true, true, true, false]);
  });

  it('must name a message of the thread: readsAMessageOfThread', () => {
    expect(refusal(given(greeted()), readBy(admin, { id: '00000000-0000-7000-8000-999999999999' }))).toBe('readsAMessageOfThread');
  });

  it('never moves back nor stays put: readsSomethingNew', () => {
    const first = customerWrote('Hello');
    const second = customerWrote('The sink leaks');
    const read = given(greeted(), first, second, readBy(admin, second));
    expect(refusal(read, readBy(admin, second))).toBe('readsSomethingNew');
    expect(refusal(read, readBy(admin, first))).toBe('readsSomethingNew');
    expect(refusal(read, readBy(customer, first))).toBe('readsSomethingNew');
    expect(refusal(given(greeted(), first, second), readBy(admin, first))).toBe('accepted');
  });

  it('come with writing: whoever writes has read the thread up to their own message', () => {
    const question = customerWrote();
    const answer = adminWrote();
    const thread = given(greeted(), question, answer);
    expect(thread.context).toMatchObject({ seenByAdmin: 3, seenByCustomer: 2 });
    expect(readByOtherSide(thread.context, 1)).toBe(true);
    expect(readByOtherSide(thread.context, 2)).toBe(false);
    expect(refusal(thread, readBy(admin, question))).toBe('readsSomethingNew');
  });
});

describe('unread messages', () => {
  it('for the admin are the customer’s messages after the admin’s mark', () => {
    const first = customerWrote('Hello');
    const second = customerWrote('The sink leaks');
    expect(unreadFor(given(greeted(), first, autoReplied(first), second).context, 'admin')).toBe(2);
    expect(unreadFor(given(greeted(), first, autoReplied(first), second, readBy(admin, first)).context, 'admin')).toBe(1);
    expect(unreadFor(given(greeted(), first, second, adminWrote()).context, 'admin')).toBe(0);
  });

  it('for the customer are the company’s messages after the customer’s mark, the greeting and auto-replies included', () => {
    const question = customerWrote();
    const reply = autoReplied(question);
    const answer = adminWrote();
    expect(unreadFor(given(greeted()).context, 'customer')).toBe(1);
    expect(unreadFor(given(greeted(), question, reply, answer).context, 'customer')).toBe(2);
    expect(unreadFor(given(greeted(), question, reply, answer, readBy(customer, reply)).context, 'customer')).toBe(1);
    expect(unreadFor(given(greeted(), question, reply, answer, readBy(customer, answer)).context, 'customer')).toBe(0);
  });
});
