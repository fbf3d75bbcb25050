// A URL the page can show a chosen file by, made when the file is and revoked when it is
// replaced or the view goes, so no bytes stay held by a forgotten URL.
import { useEffect, useState } from 'react';

export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
