// A booking carries the working hours it was checked against, so that its stream replays alone:
// they must be the hours in force. A visit given up carries the visit rules its fee was worked
// out by: they must be the rules in force.
import type { RequestAppointmentConfirmed, RequestSubmitted, RequestVisitCancelled } from '../domain/request-events.ts';
import type { SettingsContext } from '../settings.machine.ts';
import { booksWindow, firstFailing, isVisitCancellation, type BatchEvent, type Rule } from './batch.ts';

const sameHours = (checked: SettingsContext['workingHours'], inForce: SettingsContext['workingHours']) =>
  checked.opens === inForce.opens && checked.closes === inForce.closes;

/** A booking was checked against the working hours in force. */
export const workingHoursChanged: Rule = (batch, world) =>
  firstFailing('workingHoursChanged', batch.filter((event) => event.type === 'request.submitted' || booksWindow(event)), (booking) =>
    sameHours((booking.data as RequestSubmitted | RequestAppointmentConfirmed).workingHours, world.settings.workingHours),
  );

/** A visit given up was priced by the visit rules in force. */
export const cancellationRulesChanged: Rule = (batch, world) =>
  firstFailing('cancellationRulesChanged', batch.filter(isVisitCancellation), (cancellation) => {
    const carried = (cancellation.data as RequestVisitCancelled).visitRules;
    const inForce = world.settings.visitRules;
    return (
      carried.freeCancellationHours === inForce.freeCancellationHours &&
      carried.lateCancellationFeePercent === inForce.lateCancellationFeePercent &&
      carried.arrivalWindowMinutes === inForce.arrivalWindowMinutes
    );
  });

/** Whether the rules ask for the settings in force: a booking's or an appointment's working hours, a cancellation's visit rules. */
export const readsSettings = (batch: BatchEvent[]) =>
  batch.some((event) => event.type === 'request.submitted' || booksWindow(event) || isVisitCancellation(event));
