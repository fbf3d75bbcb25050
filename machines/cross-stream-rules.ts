// The rules that look past one stream, judged on a whole batch before it is appended; the
// browser's pending plan and the server ask the same function, so both refuse with the same
// reason. Each subject keeps its rules in machines/cross-stream/: the VIP quota (vip-quota.ts),
// the settings a booking or a cancellation carries (settings-in-force.ts), the photos
// (photos.ts), appointments and their technicians' windows (appointments.ts), and the
// technicians dedicated to VIP Plus customers (dedications.ts).
import { appointmentMissing, previousTechnicianNotReleased, technicianDoesService, technicianNamesChanged, technicianNotBooked, visitNotMoved } from './cross-stream/appointments.ts';
import type { BatchEvent, CrossStreamRefusal, Rule, WorldBeforeBatch } from './cross-stream/batch.ts';
import { dedicatedTechnicianNamesChanged, technicianNotActive } from './cross-stream/dedications.ts';
import { unknownPhoto } from './cross-stream/photos.ts';
import { cancellationRulesChanged, workingHoursChanged } from './cross-stream/settings-in-force.ts';
import { requestNotEnded, vipBookingMissing, vipVisitNotRecorded, visitNotGivenBack } from './cross-stream/vip-quota.ts';

export type { BatchEvent, CrossStreamRefusal, Uploader, WorldBeforeBatch } from './cross-stream/batch.ts';
export { appointmentStreams } from './cross-stream/appointments.ts';
export { dedicatedTechnicianStreams } from './cross-stream/dedications.ts';
export { carriesPhoto, photosOf } from './cross-stream/photos.ts';
export { readsSettings } from './cross-stream/settings-in-force.ts';
export { requestsEnded } from './cross-stream/vip-quota.ts';

/** In the order they are asked: a batch breaking several is refused for the first. */
const rules: Rule[] = [
  vipVisitNotRecorded,
  vipBookingMissing,
  requestNotEnded,
  visitNotGivenBack,
  workingHoursChanged,
  cancellationRulesChanged,
  unknownPhoto,
  technicianNotBooked,
  appointmentMissing,
  technicianNamesChanged,
  technicianDoesService,
  previousTechnicianNotReleased,
  visitNotMoved,
  technicianNotActive,
  dedicatedTechnicianNamesChanged,
];

/** The first rule across streams that the batch breaks, or null when it keeps them all. */
export function crossStreamRefusal(batch: BatchEvent[], world: WorldBeforeBatch): CrossStreamRefusal | null {
  for (const rule of rules) {
    const refusal = rule(batch, world);
    if (refusal) return refusal;
  }
  return null;
}
