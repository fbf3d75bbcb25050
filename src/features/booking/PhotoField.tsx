import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bookingMachine } from '../../../machines/booking.machine.ts';
import { acceptedPhotoTypes, uploadPhoto } from '../../app/photo-upload.ts';
import { Button } from '../../ui/Button.tsx';
import { problemText } from './booking-messages.ts';
import * as styles from './booking.css.ts';

// The optional photo: uploaded as soon as it is chosen, then attached to the booking.
export function PhotoField({ booking }: { booking: ActorRefFrom<typeof bookingMachine> }) {
  const id = useId();
  const { i18n } = useLingui();
  const photoId = useSelector(booking, (snapshot) => snapshot.context.photoId);
  const hours = useSelector(booking, (snapshot) => snapshot.context.workingHours);
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, problem: null });
    const answer = await uploadPhoto(file);
    setState({ busy: false, problem: answer.ok ? null : answer.code });
    if (answer.ok) booking.send({ type: 'attachPhoto', photoId: answer.photoId });
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <Trans>Photo (optional)</Trans>
      </label>
      <input
        id={id}
        type="file"
        accept={acceptedPhotoTypes.join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        <Trans>JPEG, PNG or WebP, up to 5 MB.</Trans>
      </p>
      {state.busy ? (
        <p className={styles.hint}>
          <Trans>Uploading the photo…</Trans>
        </p>
      ) : null}
      {photoId && !state.busy ? (
        <div className={styles.row}>
          <p className={styles.hint} data-testid="photo-attached">
            <Trans>Photo attached</Trans>
          </p>
          <Button tone="ghost" onClick={() => booking.send({ type: 'removePhoto' })}>
            <Trans>Remove the photo</Trans>
          </Button>
        </div>
      ) : null}
      {state.problem ? (
        <p className={styles.problem} data-testid="field-problem">
          {i18n._(problemText(state.problem, hours))}
        </p>
      ) : null}
    </div>
  );
}
