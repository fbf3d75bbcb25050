// The Requests tab's words for the log's codes: request kinds (why a change was refused is
// the admin area's: ../refusal-words.ts).
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
