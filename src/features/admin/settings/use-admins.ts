// The admins as the Settings tab shows them, asked of the server when it opens and after each change.
import { useCallback, useEffect, useState } from 'react';
import { listAdmins, type ListedAdmin } from '../../../app/admin-accounts.ts';

export function useAdmins(): { admins: ListedAdmin[] | null; you: string | null; reload: () => void } {
  const [listed, setListed] = useState<{ admins: ListedAdmin[]; you: string } | null>(null);
  const reload = useCallback(() => {
    void listAdmins().then(setListed);
  }, []);
  useEffect(reload, [reload]);
  return { admins: listed?.admins ?? null, you: listed?.you ?? null, reload };
}
