// The Requests tab's words for the log's codes: request kinds, what each event means, who did
// it, and why a change was refused. Descriptors, translated where they are shown. Service
// names and status badges are the customer's words too: services/service-names.ts, ui/status-labels.ts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../../../machines/domain/envelope.ts';
import type { RequestKind } from '../../../../machines/domain/request-events.ts';

export const kindNames: Record<RequestKind, MessageDescriptor> = {
  general: msg`General`,
  vip: msg`VIP`,
};

export const roleNames: Record<Role, MessageDescriptor> = {
  customer: msg`Customer`,
  admin: msg`Admin`,
  system: msg`System`,
};

const eventNames: Record<string, MessageDescriptor> = {
  'request.submitted': msg`Request submitted`,
  'request.offerMade': msg`Offer sent`,
  'request.declined': msg`Request declined`,
  'request.offerAccepted': msg`Offer accepted`,
  'request.offerRejected': msg`Offer rejected`,
  'request.cancelled': msg`Request cancelled`,
  'request.paid': msg`Payment received`,
  'request.completed': msg`Marked completed`,
};

export const eventName = (type: string): MessageDescriptor => eventNames[type] ?? msg`Updated`;

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
