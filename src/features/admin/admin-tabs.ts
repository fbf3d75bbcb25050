// The admin area's tabs, in the order they are shown, and the dashboard's URL search:
// `?tab=requests&request=<id>`. Tabs of later issues join this list when they are built.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchSchemaInput } from '@tanstack/react-router';

export const adminTabIds = ['requests', 'subscriptions', 'settings'] as const;
export type AdminTabId = (typeof adminTabIds)[number];

export const adminTabNames: Record<AdminTabId, MessageDescriptor> = {
  requests: msg`Requests`,
  subscriptions: msg`Subscriptions`,
  settings: msg`Settings`,
};

export interface AdminDashboardSearch {
  tab: AdminTabId;
  request?: string;
}

const requestIdPattern = /^[0-9a-z-]{6,40}$/;
const isAdminTab = (value: unknown): value is AdminTabId => adminTabIds.includes(value as AdminTabId);

/** Anything else in the URL falls back to the first tab and no open request. */
export function adminDashboardSearch(
  search: { tab?: unknown; request?: unknown } & SearchSchemaInput,
): AdminDashboardSearch {
  const tab = isAdminTab(search.tab) ? search.tab : adminTabIds[0];
  const request = typeof search.request === 'string' && requestIdPattern.test(search.request) ? search.request : undefined;
  return request ? { tab, request } : { tab };
}
