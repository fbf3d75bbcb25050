// Asks before the page is left or reloaded while `unfinished` holds (a photo still uploading):
// leaving would lose what is on its way. The browser writes the question in its own words.
import { useEffect } from 'react';

function askFirst(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

export function useLeaveWarning(unfinished: boolean): void {
  useEffect(() => {
    if (!unfinished) return;
    addEventListener('beforeunload', askFirst);
    return () => removeEventListener('beforeunload', askFirst);
  }, [unfinished]);
}
