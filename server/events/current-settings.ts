import { settingsStream } from '../../machines/domain/streams.ts';
import { settingsMachine, type SettingsContext } from '../../machines/settings.machine.ts';
import type { StreamStates } from './stream-states.ts';

/** The settings in force: the defaults until an admin changes them. */
export async function currentSettings(streamStates: StreamStates): Promise<SettingsContext> {
  return (await streamStates.current(settingsStream, settingsMachine)).snapshot.context as SettingsContext;
}
