// The Requests tab's words for the log's codes: request kinds and why a change was refused.
// Descriptors, translated where they are shown. Service names and status badges are the
// customer's words too (services/service-names.ts, ui/status-labels.ts); events and roles are
// the admin area's (../event-words.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestKind } from '../../../../machines/domain/request-events.ts';

export const kindNames: Record<RequestKind, MessageDescriptor> = {
  general: msg`General`,
  vip: msg`VIP`,
};

const refusals: Record<string, MessageDescriptor> = {
  notAllowedNow: msg`This request has changed meanwhile: that step is no longer possible.`,
  versionConflict: msg`Someone changed this request at the same time. Please try again.`,
  forbidden: msg`You are not allowed to do this.`,
  invalidPrice: msg`Enter a price in riyals, with at most 2 decimals.`,
  invalidCharacters: msg`The note holds characters that cannot be saved.`,
  noteTooLong: msg`The note is too long (1000 characters at most).`,
  invalidPayload: msg`Some of the details are not valid.`,
  signInRequired: msg`Your session has ended. Please sign in again.`,
};

export const refusalText = (code: string): MessageDescriptor => refusals[code] ?? msg`The change was refused. Please try again.`;
