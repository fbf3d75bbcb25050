import { useEffect, useState } from 'react';
import { zatcaReportingTarget } from './zatca-reporting.ts';

/** Where the server reports to ZATCA (null: reporting off); undefined until the server answers, or when it cannot be asked. */
export function useZatcaReportingTarget(): { reportingTo: string | null } | undefined {
  const [target, setTarget] = useState<{ reportingTo: string | null }>();
  useEffect(() => {
    void zatcaReportingTarget().then(setTarget);
  }, []);
  return target;
}
