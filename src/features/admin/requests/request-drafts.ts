// The admin's changes to a request, as drafts for the log, and which of them the request's
// machine takes in its current state (decided by the machine itself, so the rules stay there).
import { decide } from '../../../../machines/stream-decision.ts';
import type { Draft } from '../../../eventlog/event-log.ts';
import {
  completionSchemaVersion,
  requestCompleted,
  requestDeclined,
  requestOfferMade,
  requestTechnicianOnTheWay,
  type RequestKind,
  type RequestOfferMade,
} from '../../../../machines/domain/request-events.ts';
import { riyalsToHalalas } from '../../../../machines/domain/halalas.ts';
import type { RequestEvent, RequestSnapshot } from '../../../../machines/request.machine.ts';

type AdminEventType = 'request.offerMade' | 'request.declined' | 'request.technicianOnTheWay' | 'request.technicianArrived' | 'request.completed';

// The snapshot is a folding one (its rules set aside), so `decide` judges, not `can`. The
// probe has no payload: a rule that read the admin's typed values would judge them on submit.
const mayTake = (type: AdminEventType) => (snapshot: RequestSnapshot) =>
  decide(snapshot, { type, id: 'probe', data: {}, actor: { role: 'admin' }, at: '' } as unknown as RequestEvent).accepted;

export const mayOffer = mayTake('request.offerMade');
export const mayDecline = mayTake('request.declined');
export const maySetOff = mayTake('request.technicianOnTheWay');
export const mayArrive = mayTake('request.technicianArrived');
export const mayComplete = mayTake('request.completed');
/** An offer already stands: a new one revises it. */
export const offerStands = (snapshot: RequestSnapshot) => snapshot.matches('offered');

export type DraftResult = { draft: Draft } | { refused: string };

function noteRefusal(issues: readonly { path: PropertyKey[]; message: string; code: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'invalidPayload';
  if (issue.message === 'invalidCharacters') return 'invalidCharacters';
  return issue.code === 'too_big' ? 'noteTooLong' : 'invalidPayload';
}

export function offerDraft(stream: string, typedPrice: string, adminNote: string): DraftResult {
  const priceHalalas = riyalsToHalalas(typedPrice);
  if (priceHalalas === null) return { refused: 'invalidPrice' };
  const data = requestOfferMade.safeParse({ priceHalalas, adminNote });
  if (!data.success) return { refused: noteRefusal(data.error.issues) };
  return { draft: { stream, type: 'request.offerMade', data: data.data } };
}

/** A VIP visit may be offered at 0, included in the plan (docs/decisions.md 10); any other request at 0 is asked about first. */
export const freeOfferToPayingRequest = (draft: Draft, kind: RequestKind | null): boolean =>
  draft.type === 'request.offerMade' && (draft.data as RequestOfferMade).priceHalalas === 0 && kind !== 'vip';

export function declineDraft(stream: string, adminNote: string): DraftResult {
  const data = requestDeclined.safeParse({ adminNote });
  if (!data.success) return { refused: noteRefusal(data.error.issues) };
  return { draft: { stream, type: 'request.declined', data: data.data } };
}

export function onTheWayDraft(stream: string, expectedAt: string): DraftResult {
  const data = requestTechnicianOnTheWay.safeParse({ expectedAt });
  if (!data.success) return { refused: 'invalidPayload' };
  return { draft: { stream, type: 'request.technicianOnTheWay', data: data.data } };
}

export const arrivedDraft = (stream: string): Draft => ({ stream, type: 'request.technicianArrived', data: {} });

/** What the technician did, and up to 3 photos an admin uploaded. */
export function completedDraft(stream: string, note: string, photoIds: readonly string[]): DraftResult {
  const data = requestCompleted.safeParse({ note, photoIds });
  if (!data.success) return { refused: data.error.issues[0]?.path[0] === 'photoIds' ? 'tooManyPhotos' : noteRefusal(data.error.issues) };
  return { draft: { stream, type: 'request.completed', schema: completionSchemaVersion, data: data.data } };
}
