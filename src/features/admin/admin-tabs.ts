// The admin area's tabs, in the order they are shown, and the dashboard's URL search:
// `?tab=requests&request=<id>`, `?tab=lookup&q=<query>`, `?tab=users&find=<text>&plan=&status=&page=`,
// `?tab=analytics&from=<date>&to=<date>`, `?tab=invoices&reporting=<status>`.
// Tabs of later issues join this list when they are built.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { analyticsSearch, type AnalyticsSearch, type AnalyticsSearchInput } from './analytics/analytics-search.ts';
import { invoicesSearch, type InvoicesSearch, type InvoicesSearchInput } from './invoices/invoices-search.ts';
import { usersSearch, type UsersSearch, type UsersSearchInput } from './users/users-search.ts';

export const adminTabIds = ['users', 'requests', 'lookup', 'subscriptions', 'messages', 'invoices', 'analytics', 'settings'] as const;
export type AdminTabId = (typeof adminTabIds)[number];

export const adminTabNames: Record<AdminTabId, MessageDescriptor> = {
  users: msg`Users`,
  requests: msg`Requests`,
  lookup: msg`Lookup`,
  subscriptions: msg`Subscriptions`,
  messages: msg`Messages`,
  invoices: msg`Invoices`,
  analytics: msg`Analytics`,
  settings: msg`Settings`,
};

export interface AdminDashboardSearch extends UsersSearch, AnalyticsSearch, InvoicesSearch {
  tab: AdminTabId;
  request?: string;
  /** What the admin looked up on the Lookup tab. */
  q?: string;
}

const requestIdPattern = /^[0-9a-z-]{6,40}$/;
const maxQueryLength = 200;
const isAdminTab = (value: unknown): value is AdminTabId => adminTabIds.includes(value as AdminTabId);

/** Anything else in the URL falls back to the first tab and no open request. */
export function adminDashboardSearch(
  search: { tab?: unknown; request?: unknown; q?: unknown } & UsersSearchInput & AnalyticsSearchInput & InvoicesSearchInput & SearchSchemaInput,
): AdminDashboardSearch {
  const tab = isAdminTab(search.tab) ? search.tab : adminTabIds[0];
  const request = typeof search.request === 'string' && requestIdPattern.test(search.request) ? search.request : undefined;
  // The router reads `?q=417` as a number.
  const typed = typeof search.q === 'number' ? String(search.q) : search.q;
  const q = typeof typed === 'string' && typed.trim() !== '' ? typed.slice(0, maxQueryLength) : undefined;
  return {
    tab,
    ...(request ? { request } : {}),
    ...(q ? { q } : {}),
    ...(tab === 'users' ? usersSearch(search) : {}),
    ...(tab === 'analytics' ? analyticsSearch(search) : {}),
    ...(tab === 'invoices' ? invoicesSearch(search) : {}),
  };
}
