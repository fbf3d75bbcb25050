import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { settingsMachine } from '../../machines/settings.machine.ts';
import { machinesFingerprint } from '../../machines/stream-machines.ts';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { admin, clock, eventually, newScope, openLog, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const settingsEvent = (version: number, type: string, data: unknown): DomainEvent => ({
  id: `01940000-0000-7000-8000-${String(version).padStart(12, '0')}`,
  stream: 'settings',
  version,
  position: version,
  type,
  schema: 1,
  data,
  actor: admin,
  at: clock().toISOString(),
});

/** A settings state no event in the store produced, so using it shows. */
const madeUpState = (machinesFingerprintKey: string, version: number) => ({
  machinesFingerprint: machinesFingerprintKey,
  version,
  state: settingsMachine.getPersistedSnapshot(
    settingsMachine.resolveState({
      value: 'inForce',
      context: { ...defaultSettings, supportNumber: '+966500000001', workingHours: { opens: '01:00', closes: '02:00' } },
    }),
  ),
});

async function offlineLogOver(scope: string) {
  const { transport } = serverFor(admin);
  transport.goOffline();
  const log = openLog({ scope, actor: admin, transport });
  await log.start();
  return log;
}

describe('stream snapshots', () => {
  it('discards a snapshot made by other machine versions and replays the stream in full', async () => {
    const scope = newScope('admin-a1');
    const store = new LocalStore(scope);
    await store.addConfirmed([settingsEvent(1, 'settings.autoReplySwitched', { enabled: false })]);
    await store.putSnapshot('settings', madeUpState('settings@0|user@0', 1));

    const log = await offlineLogOver(scope);

    expect(log.stream('settings')?.context).toEqual({ ...defaultSettings, autoReply: false });
    await eventually(async () =>
      expect((await store.storedSnapshots()).get('settings')?.machinesFingerprint).toBe(machinesFingerprint()),
    );
  });

  it('resumes from a snapshot made by the current machines and folds only the later events', async () => {
    const scope = newScope('admin-a1');
    const store = new LocalStore(scope);
    await store.addConfirmed([
      settingsEvent(1, 'settings.autoReplySwitched', { enabled: false }),
      settingsEvent(2, 'settings.autoReplySwitched', { enabled: false }),
    ]);
    await store.putSnapshot('settings', madeUpState(machinesFingerprint(), 1));

    const log = await offlineLogOver(scope);

    expect(log.stream('settings')?.context).toMatchObject({
      supportNumber: '+966500000001',
      workingHours: { opens: '01:00', closes: '02:00' },
      autoReply: false,
    });
  });

  it('ignores a snapshot further along than the events stored beside it', async () => {
    const scope = newScope('admin-a1');
    const store = new LocalStore(scope);
    await store.addConfirmed([settingsEvent(1, 'settings.autoReplySwitched', { enabled: false })]);
    await store.putSnapshot('settings', madeUpState(machinesFingerprint(), 5));

    const log = await offlineLogOver(scope);

    expect(log.stream('settings')?.context).toEqual({ ...defaultSettings, autoReply: false });
  });
});
