import { settingsStream } from '../../machines/domain/streams.ts';
import { nextEvent, propose, type Stage } from './stage.ts';

// The admin's Settings tab: each change is the next event of the `settings` stream.
export async function changeSettings(stage: Stage, type: `settings.${string}`, data: object): Promise<void> {
  await propose(stage.admin, [await nextEvent(stage, settingsStream, type, data)]);
}
