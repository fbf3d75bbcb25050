import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useObjectUrl } from '../../app/use-object-url.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './photo-preview.css.ts';

// The photo chosen for a booking, shown before it is sent, with what became of it and a way to take it off.
export function PhotoPreview({ photo, status, onRemove }: { photo: Blob; status: ReactNode; onRemove: () => void }) {
  const { t } = useLingui();
  const url = useObjectUrl(photo);
  return (
    <div className={styles.preview}>
      {url ? <img className={styles.image} src={url} alt={t`Preview of the chosen photo`} /> : null}
      {status}
      <Button tone="ghost" onClick={onRemove}>
        <Trans>Remove the photo</Trans>
      </Button>
    </div>
  );
}
