import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useAppServices } from '../../../app/app-context.tsx';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { showToast } from '../../../app/toaster.ts';
import { serviceList } from '../../services/service-names.ts';
import { noRows, selectAdminRows, selectStatus } from './log-selections.ts';

const newRequest = msg`New request`;

// The admin area's live notice: a toast for each request that arrives while the page is
// open. What the log held when it first came online (the catch-up included) is not news.
export function NewRequestNotices() {
  const { session, toaster } = useAppServices();
  const { i18n } = useLingui();
  const log = useSessionLog(session.adminLog);
  const rows = useLogSelector(log, selectAdminRows, noRows);
  const status = useLogSelector(log, selectStatus, 'connecting');
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (known.current === null) {
      if (status === 'online') known.current = new Set(rows.map((row) => row.requestId));
      return;
    }
    for (const row of rows) {
      if (known.current.has(row.requestId)) continue;
      known.current.add(row.requestId);
      // Isolated (FSI … PDI) as a <bdi> would: an Arabic name keeps the sentence in order.
      const name = row.customer.fullName ? `\u2068${row.customer.fullName}\u2069` : '';
      const services = serviceList(row.request.services, i18n);
      showToast(toaster, {
        content: {
          title: newRequest,
          description: name ? msg`${name}: ${services}` : msg`A customer booked: ${services}`,
        },
      });
    }
  }, [rows, status, toaster, i18n]);

  return null;
}
