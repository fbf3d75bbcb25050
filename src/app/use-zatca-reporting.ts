import { useEffect, useState } from 'react';
import { zatcaReportingTarget, type ZatcaReportingTarget } from './zatca-reporting.ts';

/** Where the server reports to ZATCA (null: reporting off) and with which stamp; undefined until the server answers, or when it cannot be asked. */
export function useZatcaReportingTarget(): ZatcaReportingTarget | undefined {
  const [target, setTarget] = useState<ZatcaReportingTarget>();
  useEffect(() => {
    void zatcaReportingTarget().then(setTarget);
  }, []);
  return target;
}
