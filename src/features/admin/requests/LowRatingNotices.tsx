import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import { lowRating } from '../../../../machines/projections/reviews.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { showToast } from '../../../app/toaster.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import { starsText } from '../../../ui/stars-words.ts';
import { useNewArrivals } from '../use-new-arrivals.ts';
import { noRows, selectAdminRows, selectStatus } from './log-selections.ts';

const lowRatingTitle = msg`Low rating`;
const openRequest = msg`Open request`;
/** A review as written or changed: a change down to 1 or 2 stars is news too. */
const versionOf = (row: AdminRequestRow) => `${row.requestId} ${row.request.review?.editedAt ?? row.request.review?.at}`;

// The admin area's live notice of a review of 1 or 2 stars, with a way to its request.
export function LowRatingNotices() {
  const { session, toaster } = useAppServices();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const log = useSessionLog(session.adminLog);
  const rows = useLogSelector(log, selectAdminRows, noRows);
  const status = useLogSelector(log, selectStatus, 'connecting');
  const lowRated = useMemo(() => rows.filter((row) => row.request.review && lowRating(row.request.review.stars)), [rows]);
  const announce = useCallback(
    (row: AdminRequestRow) => {
      const stars = i18n._(starsText(row.request.review!.stars));
      const number = row.number;
      showToast(toaster, {
        destructive: true,
        content: {
          title: lowRatingTitle,
          description: msg`${stars} for request #${number}`,
          action: { label: openRequest, run: () => void navigate({ to: '/admin/dashboard', search: { tab: 'requests', request: row.requestId } }) },
        },
      });
    },
    [toaster, i18n, navigate],
  );
  useNewArrivals(lowRated, versionOf, status, announce);
  return null;
}
