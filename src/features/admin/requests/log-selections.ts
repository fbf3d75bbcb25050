// What the admin area reads from the admin's log, as stable selectors for useLogSelector.
import type { EventLog, SyncStatus } from '../../../eventlog/event-log.ts';
import { adminRequestRows, type AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';

export const noRows: readonly AdminRequestRow[] = [];

export const selectAdminRows = (log: EventLog): readonly AdminRequestRow[] => adminRequestRows(log.streams());

export const selectStatus = (log: EventLog): SyncStatus => log.status();
