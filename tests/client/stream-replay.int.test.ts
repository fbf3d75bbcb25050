import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { admin, eventually, newScope, openLog, serverFor, stopAllLogs } from './log-fixtures.ts';

// A stream whose machine has a side effect, like the chat's auto-reply: replaying its events
// must fold them into state without ever running that effect again.
const autoReplySent = vi.hoisted(() => vi.fn());
vi.mock('../../machines/stream-machines.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../machines/stream-machines.ts')>();
  const { assign, setup } = await import('xstate');
  const chatMachine = setup({
    types: { context: {} as { messages: number } },
    actions: { sendAutoReply: () => autoReplySent(), count: assign({ messages: ({ context }) => context.messages + 1 }) },
  }).createMachine({
    id: 'chat',
    context: { messages: 0 },
    on: { 'chat.messageSent': { actions: ['count', 'sendAutoReply'] } },
  });
  return {
    ...original,
    chatMachine,
    machineForStream: (stream: string) => (stream.startsWith('chat-') ? chatMachine : original.machineForStream(stream)),
  };
});

afterEach(stopAllLogs);

const otherAdmin = { role: 'admin', userId: 'a2' } as const;

describe('replaying confirmed events', () => {
  it('gives the state the settings machine reaches by folding them in order', async () => {
    const { server, transport } = serverFor(admin);
    server.append(otherAdmin, 'settings', 'settings.workingHoursChanged', { opens: '09:00', closes: '21:00' });
    server.append(otherAdmin, 'settings', 'settings.autoReplySwitched', { enabled: false });
    server.append(otherAdmin, 'settings', 'settings.workingHoursChanged', { opens: '10:00', closes: '20:00' });
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });

    await log.start();

    await eventually(() => expect(log.status()).toBe('online'));
    expect(log.stream('settings')?.value).toBe('inForce');
    expect(log.stream('settings')?.context).toMatchObject({ autoReply: false, workingHours: { opens: '10:00', closes: '20:00' } });
  });

  it('never runs the actions the transitions return, confirmed or pending', async () => {
    const { server, transport } = serverFor(admin);
    const chat = 'chat-user-123456';
    server.append(admin, chat, 'chat.messageSent', { text: 'Hello' });
    server.append(admin, chat, 'chat.messageSent', { text: 'Is anyone there?' });
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await log.start();
    await eventually(() => expect(log.stream(chat)?.context.messages).toBe(2));
    transport.goOffline();

    await log.propose([{ stream: chat, type: 'chat.messageSent', data: { text: 'Hello again' } }]);

    expect(log.stream(chat)?.context.messages).toBe(3);
    expect(autoReplySent).not.toHaveBeenCalled();
    // The same machine run as a live actor does send it: the spy would have seen a replay run it.
    const { chatMachine } = (await import('../../machines/stream-machines.ts')) as unknown as {
      chatMachine: Parameters<typeof createActor>[0];
    };
    createActor(chatMachine).start().send({ type: 'chat.messageSent' });
    expect(autoReplySent).toHaveBeenCalledOnce();
  });
});
