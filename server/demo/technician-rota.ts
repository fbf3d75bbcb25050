import type { ServiceId } from '../../machines/domain/constants.ts';
import { windowsOverlap, type ArrivalWindow } from '../../machines/domain/arrival-window.ts';
import type { BilingualName } from './saudi-names.ts';
import { hoursAfter, riyadhInstant } from './riyadh-moments.ts';

// Who of the demo's technicians goes where, planned before anything is sent: the first window
// among those wanted that a technician doing the request's services has free. No two windows
// of a technician overlap, even one a moved visit gave up, so the server's `technicianFree`
// never refuses, whatever order the confirmations reach it in.
export interface PlannedTechnician {
  id: string;
  name: BilingualName;
  /** +9665XXXXXXXX */
  mobile: string;
  services: ServiceId[];
  /** When the admin takes them off visits, if ever. */
  offVisitsAt: Date | null;
}

export interface BookedVisit {
  technician: PlannedTechnician;
  window: ArrivalWindow;
}

/** How long before its window a visit is confirmed at the latest. */
const noticeHours = 2;

export const windowStart = (window: ArrivalWindow): Date => riyadhInstant(window.date, ...clock(window.from));
export const windowEnd = (window: ArrivalWindow): Date => riyadhInstant(window.date, ...clock(window.to));
const clock = (time: string) => time.split(':').map(Number) as [number, number];

export class TechnicianRota {
  readonly team: PlannedTechnician[] = [];
  private readonly booked = new Map<PlannedTechnician, ArrivalWindow[]>();
  /** The visits the admin will still move once confirmed: a couple in the story. */
  movesLeft = 2;

  hire(technician: PlannedTechnician): void {
    this.team.push(technician);
    this.booked.set(technician, []);
  }

  /** Books the first of `wanted` that a technician `allowed` and doing `services` has free, confirmed at `confirmedAt`. */
  book(
    services: readonly ServiceId[],
    confirmedAt: Date,
    wanted: Iterable<ArrivalWindow>,
    allowed: (technician: PlannedTechnician) => boolean = () => true,
  ): BookedVisit | null {
    // The least busy first, so that the work is shared.
    const able = this.team
      .filter((technician) => allowed(technician) && services.every((service) => technician.services.includes(service)))
      .sort((a, b) => this.booked.get(a)!.length - this.booked.get(b)!.length);
    for (const window of wanted) {
      if (windowStart(window) < hoursAfter(confirmedAt, noticeHours)) continue;
      const technician = able.find((candidate) => this.takes(candidate, confirmedAt, window));
      if (!technician) continue;
      this.booked.get(technician)!.push(window);
      return { technician, window };
    }
    return null;
  }

  private takes(technician: PlannedTechnician, confirmedAt: Date, window: ArrivalWindow): boolean {
    const { offVisitsAt } = technician;
    if (offVisitsAt && (confirmedAt >= offVisitsAt || windowEnd(window) >= offVisitsAt)) return false;
    return !this.booked.get(technician)!.some((taken) => windowsOverlap(taken, window));
  }
}
