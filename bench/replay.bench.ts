import { performance } from 'node:perf_hooks';
import type { MachineEvent } from '../machines/domain/envelope.ts';
import { userMachine } from '../machines/user.machine.ts';
import { settingsMachine } from '../machines/settings.machine.ts';
import { chatMachine } from '../machines/chat.machine.ts';
import { replay } from '../machines/stream-decision.ts';
import { report } from './report.ts';

// Replay rate of the pure machines: 1,000 user streams of 90 events and 10,000 settings events;
// and a chat thread's fold at two lengths, each message auto-replied (the first screen's device):
// a fold that copies the thread at each message shows as a rate that falls with the length.
const customer = { role: 'customer' as const, userId: '1234' };
const admin = { role: 'admin' as const, userId: 'admin' };

function userStream(index: number): MachineEvent[] {
  const events: MachineEvent[] = [
    {
      id: `u${index}-0`,
      type: 'user.registered',
      data: { fullName: `Customer ${index}`, email: `c${index}@example.com`, mobile: '+966512345678' },
      at: '2026-11-01T08:00:00.000Z',
      actor: customer,
    },
  ];
  for (let n = 1; n < 90; n += 1) {
    events.push(
      n % 3 === 0
        ? { id: `u${index}-${n}`, type: 'user.profileUpdated', data: { fullName: `Customer ${index}.${n}` }, at: '2026-11-02T08:00:00.000Z', actor: customer }
        : { id: `u${index}-${n}`, type: 'user.loggedIn', data: {}, at: '2026-11-02T08:00:00.000Z', actor: customer },
    );
  }
  return events;
}

function chatThread(length: number): MachineEvent[] {
  const events: MachineEvent[] = [];
  for (let n = 0; n < length; n += 1) {
    const at = '2026-11-02T08:00:00.000Z';
    events.push(
      n % 2 === 0
        ? { id: `c${n}`, type: 'chat.messageSent', data: { text: `Message ${n}` }, at, actor: customer }
        : { id: `c${n}`, type: 'chat.autoReplied', data: { inReplyTo: `c${n - 1}` }, at, actor: { role: 'system' } },
    );
  }
  return events;
}

/** Events per second folding `events` with `machine`, best of five. */
function foldRate(machine: typeof chatMachine, events: MachineEvent[]): number {
  let best = Infinity;
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    replay(machine, events);
    best = Math.min(best, performance.now() - started);
  }
  return (events.length / best) * 1000;
}

function runChatReplayBench(): void {
  // Warmed up first: the short thread's rate is otherwise the optimising compiler's.
  foldRate(chatMachine, chatThread(10_000));
  const short = foldRate(chatMachine, chatThread(2500));
  const long = foldRate(chatMachine, chatThread(10_000));
  report('replay.chatThread.2500', short, 'events/s', { events: 2500 });
  report('replay.chatThread.10000', long, 'events/s', { events: 10_000, shareOfShortRate: Math.round((long / short) * 100) / 100 });
}

export function runReplayBench(): void {
  runChatReplayBench();
  const streams = Array.from({ length: 1000 }, (_, index) => userStream(index));
  const settings: MachineEvent[] = Array.from({ length: 10_000 }, (_, n) => ({
    id: `s${n}`,
    type: 'settings.autoReplySwitched',
    data: { enabled: n % 2 === 0 },
    at: '2026-11-02T08:00:00.000Z',
    actor: admin,
  }));
  const total = streams.reduce((sum, stream) => sum + stream.length, 0) + settings.length;

  replay(userMachine, streams[0]!);
  const started = performance.now();
  for (const stream of streams) replay(userMachine, stream);
  replay(settingsMachine, settings);
  const ms = performance.now() - started;
  report('replay.pureMachines', (total / ms) * 1000, 'events/s', { events: total, ms: Math.round(ms) });
}
