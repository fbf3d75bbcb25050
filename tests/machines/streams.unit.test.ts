import { describe, expect, it } from 'vitest';
import { chatThreadOf, parseStream } from '../../machines/domain/streams.ts';
import { machineFor, machineForStream, streamMachines } from '../../machines/stream-machines.ts';

const requestId = '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1';

describe('a stream name read once', () => {
  it.each([
    ['user-1234', { kind: 'user', userId: '1234' }],
    ['user-98765', { kind: 'user', userId: '98765' }],
    ['subscription-98765', { kind: 'subscription', userId: '98765' }],
    [`request-${requestId}`, { kind: 'request', requestId }],
    ['chat-user-1234', { kind: 'chat', thread: { kind: 'general', userId: '1234' } }],
    ['chat-user-56789', { kind: 'chat', thread: { kind: 'general', userId: '56789' } }],
    [`chat-request-${requestId}`, { kind: 'chat', thread: { kind: 'request', requestId } }],
    ['settings', { kind: 'settings' }],
  ])('reads %s', (name, stream) => {
    expect(parseStream(name)).toEqual({ name, ...stream });
  });

  it.each([
    'user-0123',
    'user-12',
    'user-123456',
    'user-12345x',
    'user-1234 ',
    ' user-1234',
    'user-1234\n',
    'users-1234',
    'subscription-0123',
    'request-short',
    'request-UPPERCASE-id',
    'chat-user-999',
    'chat-user-1234-x',
    'chat-request-short',
    'chat-settings',
    'settings-x',
    'Settings',
    'order-1234',
    '',
  ])('refuses %j', (name) => {
    expect(parseStream(name)).toBeNull();
  });

  it('tells a chat stream’s thread, and no thread for any other name', () => {
    expect(chatThreadOf('chat-user-1234')).toEqual({ kind: 'general', userId: '1234' });
    expect(chatThreadOf(`chat-request-${requestId}`)).toEqual({ kind: 'request', requestId });
    expect(chatThreadOf('user-1234')).toBeNull();
    expect(chatThreadOf('chat-user-999')).toBeNull();
  });
});

describe('the machine of a stream', () => {
  it('is its kind’s, read from the parsed stream', () => {
    expect(machineFor(parseStream('user-1234')!)).toBe(streamMachines.user);
    expect(machineFor(parseStream(`chat-request-${requestId}`)!)).toBe(streamMachines.chat);
    expect(machineFor(parseStream('settings')!)).toBe(streamMachines.settings);
  });

  it('is none for a name no stream has', () => {
    expect(machineForStream('subscription-1234')).toBe(streamMachines.subscription);
    expect(machineForStream('user-1234 ')).toBeUndefined();
  });
});
