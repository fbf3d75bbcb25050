import { appointmentStreams, carriesPhoto, crossStreamRefusal, dedicatedTechnicianStreams, photosOf, readsSettings, requestsEnded, type BatchEvent } from '../../machines/cross-stream-rules.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { subscriptionStream } from '../../machines/domain/streams.ts';
import { requestMachine, type RequestContext } from '../../machines/request.machine.ts';
import { subscriptionMachine } from '../../machines/subscription.machine.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../http/api-error.ts';
import type { SqlRunner } from '../store/database.ts';
import { findUpload, type Upload } from '../uploads/stored-uploads.ts';
import { currentSettings } from './current-settings.ts';
import type { StreamStates } from './stream-states.ts';

// The server's side of the rules across streams (machines/cross-stream-rules.ts): it reads
// what they may ask about (the requests the batch ends and their owners' plans, the requests it
// gives an appointment and their technicians, the technicians it dedicates, the settings, who uploaded each photo), then asks them.
export interface OtherStreamsDeps {
  streamStates: StreamStates;
  db: SqlRunner;
}

const messages: Record<string, string> = {
  vipVisitNotRecorded: 'A VIP booking must record its visit in the same batch.',
  vipBookingMissing: 'A visit is recorded only with its VIP booking.',
  requestNotEnded: 'A visit is given back only with its request declined or cancelled.',
  visitNotGivenBack: 'Declining or cancelling a VIP request gives its visit back in the same batch.',
  workingHoursChanged: 'The working hours have changed: check the time again.',
  cancellationRulesChanged: 'The cancellation rules have changed: check the fee again.',
  unknownPhoto: 'This photo is not one you uploaded.',
  technicianNotBooked: "An appointment books its technician's window in the same batch.",
  appointmentMissing: "A technician's window is booked only with its appointment.",
  technicianNamesChanged: "The technician's name has changed: choose them again.",
  technicianDoesService: 'This technician does not do this service.',
  previousTechnicianNotReleased: "Moving a visit to another technician releases the first one's window in the same batch.",
  visitNotMoved: "A technician's window is released only when its visit moves to another technician or its request has ended.",
  technicianNotActive: 'This technician is not taking visits.',
};

export async function checkAgainstOtherStreams(deps: OtherStreamsDeps, events: BatchEvent[]): Promise<void> {
  const states = new Map<string, AnyMachineSnapshot>();
  for (const stream of requestsEnded(events)) {
    const request = (await deps.streamStates.current(stream, requestMachine)).snapshot;
    states.set(stream, request);
    const owner = (request.context as RequestContext).ownerId;
    if (owner) states.set(subscriptionStream(owner), (await deps.streamStates.current(subscriptionStream(owner), subscriptionMachine)).snapshot);
  }
  for (const stream of [...appointmentStreams(events), ...dedicatedTechnicianStreams(events)]) {
    if (!states.has(stream)) states.set(stream, (await deps.streamStates.current(stream, machineForStream(stream)!)).snapshot);
  }
  const uploads = new Map<string, Upload>();
  for (const photoId of new Set(events.filter(carriesPhoto).flatMap(photosOf))) {
    const upload = await findUpload(deps.db, photoId);
    if (upload) uploads.set(photoId, upload);
  }
  // Only a booking or an appointment asks for the settings in force: a batch without one reads nothing for them.
  const settings = readsSettings(events) ? await currentSettings(deps.streamStates) : defaultSettings;
  const refusal = crossStreamRefusal(events, {
    stateOf: (stream) => states.get(stream),
    settings,
    uploadedBy: (photoId, uploader) => {
      const upload = uploads.get(photoId);
      return upload?.uploaderRole === uploader.role && (uploader.role === 'admin' || upload.ownerId === uploader.userId);
    },
  });
  if (!refusal) return;
  throw new ApiError(422, refusal.reason, messages[refusal.reason] ?? 'This is not allowed now.', {
    eventId: refusal.eventId,
    ...(refusal.reason === 'workingHoursChanged' && { workingHours: settings.workingHours }),
    ...(refusal.reason === 'cancellationRulesChanged' && { visitRules: settings.visitRules }),
  });
}
