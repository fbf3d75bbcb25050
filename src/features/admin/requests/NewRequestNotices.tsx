import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { showToast } from '../../../app/toaster.ts';
import { serviceList } from '../../services/service-names.ts';
import { isolated } from '../isolated-text.ts';
import { useNewArrivals } from '../use-new-arrivals.ts';
import { noRows, selectAdminRows, selectStatus } from './log-selections.ts';

const newRequest = msg`New request`;
const requestIdOf = (row: AdminRequestRow) => row.requestId;

// The admin area's live notice: a toast for each request that arrives while the page is open.
export function NewRequestNotices() {
  const { session, toaster } = useAppServices();
  const { i18n } = useLingui();
  const log = useSessionLog(session.adminLog);
  const rows = useLogSelector(log, selectAdminRows, noRows);
  const status = useLogSelector(log, selectStatus, 'connecting');
  const announce = useCallback(
    (row: AdminRequestRow) => {
      const name = isolated(row.customer.fullName);
      const services = serviceList(row.request.services, i18n);
      showToast(toaster, {
        content: { title: newRequest, description: name ? msg`${name}: ${services}` : msg`A customer booked: ${services}` },
      });
    },
    [toaster, i18n],
  );
  useNewArrivals(rows, requestIdOf, status, announce);
  return null;
}
