import { isDeepStrictEqual } from 'node:util';
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import { settingsStream } from '../../machines/domain/streams.ts';
import { settingsMachine, type SettingsContext } from '../../machines/settings.machine.ts';
import { ApiError } from '../http/api-error.ts';
import type { EventToAppend } from '../store/event-store.ts';
import type { StreamStates } from './stream-states.ts';

// What a proposal states about another stream, checked against that stream now. A booking
// carries the working hours the browser checked it against, so that its stream replays
// alone; they must be the hours in force, or the browser is told to look again.
export async function checkAgainstOtherStreams(streamStates: StreamStates, events: EventToAppend[]): Promise<void> {
  const bookings = events.filter((event) => event.type === 'request.submitted');
  if (bookings.length === 0) return;
  const settings = (await streamStates.current(settingsStream, settingsMachine)).snapshot.context as SettingsContext;
  for (const booking of bookings) {
    if (!isDeepStrictEqual((booking.data as RequestSubmitted).workingHours, settings.workingHours)) {
      throw new ApiError(422, 'workingHoursChanged', 'The working hours have changed: check the time again.', {
        eventId: booking.id,
        workingHours: settings.workingHours,
      });
    }
  }
}
