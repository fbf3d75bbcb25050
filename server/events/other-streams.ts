import { isDeepStrictEqual } from 'node:util';
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import { settingsStream } from '../../machines/domain/streams.ts';
import { settingsMachine, type SettingsContext } from '../../machines/settings.machine.ts';
import { ApiError } from '../http/api-error.ts';
import type { SqlRunner } from '../store/database.ts';
import type { EventToAppend } from '../store/event-store.ts';
import { isUploadOf } from '../uploads/stored-uploads.ts';
import type { StreamStates } from './stream-states.ts';

// What a proposal states about something outside its stream, checked against it now. A
// booking carries the working hours the browser checked it against, so that its stream
// replays alone; they must be the hours in force, or the browser is told to look again. A
// booking's photo must be one its customer uploaded: nobody attaches someone else's photo.
export interface OtherStreamsDeps {
  streamStates: StreamStates;
  db: SqlRunner;
}

export async function checkAgainstOtherStreams(deps: OtherStreamsDeps, events: EventToAppend[]): Promise<void> {
  const bookings = events.filter((event) => event.type === 'request.submitted');
  if (bookings.length === 0) return;
  const settings = (await deps.streamStates.current(settingsStream, settingsMachine)).snapshot.context as SettingsContext;
  for (const booking of bookings) {
    const { workingHours, photoId } = booking.data as RequestSubmitted;
    if (!isDeepStrictEqual(workingHours, settings.workingHours)) {
      throw new ApiError(422, 'workingHoursChanged', 'The working hours have changed: check the time again.', {
        eventId: booking.id,
        workingHours: settings.workingHours,
      });
    }
    const customer = booking.actor.userId;
    if (photoId !== null && (customer === undefined || !(await isUploadOf(deps.db, photoId, customer)))) {
      throw new ApiError(422, 'unknownPhoto', 'This photo is not one you uploaded.', { eventId: booking.id });
    }
  }
}
