import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bookingMachine } from '../../../machines/booking.machine.ts';
import { acceptedPhotoTypes, photoProblem, uploadPhoto } from '../../app/photo-upload.ts';
import { useLeaveWarning } from '../../app/use-leave-warning.ts';
import { Button } from '../../ui/Button.tsx';
import { problemText } from './booking-messages.ts';
import { PhotoPreview } from './PhotoPreview.tsx';
import * as styles from './booking.css.ts';

// The optional photo: shown, and uploaded as soon as it is chosen, then attached to the
// booking; when the upload cannot reach the server, the photo follows the booking later.
export function PhotoField({ booking }: { booking: ActorRefFrom<typeof bookingMachine> }) {
  const id = useId();
  const { i18n } = useLingui();
  const photoId = useSelector(booking, (snapshot) => snapshot.context.photoId);
  const photoForLater = useSelector(booking, (snapshot) => snapshot.context.photoForLater);
  const hours = useSelector(booking, (snapshot) => snapshot.context.workingHours);
  const input = useRef<HTMLInputElement>(null);
  // The photo on the form now: an upload that ends after it was removed or replaced is ignored.
  const latest = useRef<File | null>(null);
  const [state, setState] = useState<{ busy: boolean; problem: string | null; chosen: File | null }>({
    busy: false,
    problem: null,
    chosen: null,
  });
  useLeaveWarning(state.busy);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    latest.current = problem ? null : file;
    if (problem) return setState({ busy: false, problem, chosen: null });
    setState({ busy: true, problem: null, chosen: file });
    const answer = await uploadPhoto(file);
    if (latest.current !== file) return;
    if (answer.ok) booking.send({ type: 'attachPhoto', photoId: answer.photoId });
    else if (answer.code === 'networkError') booking.send({ type: 'keepPhotoForLater', photo: file });
    const refused = !answer.ok && answer.code !== 'networkError';
    setState({ busy: false, problem: refused ? answer.code : null, chosen: refused ? null : file });
  };
  const remove = () => {
    latest.current = null;
    booking.send({ type: 'removePhoto' });
    setState({ busy: false, problem: null, chosen: null });
    if (input.current) input.current.value = '';
  };
  const status = state.busy ? (
    <p className={styles.hint}>
      <Trans>Uploading the photo…</Trans>
    </p>
  ) : photoId ? (
    <p className={styles.hint} data-testid="photo-attached">
      <Trans>Photo attached</Trans>
    </p>
  ) : photoForLater ? (
    <p className={styles.hint} data-testid="photo-waiting">
      <Trans>The photo will be sent with your booking once you are back online.</Trans>
    </p>
  ) : null;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id} id={`${id}-label`}>
        <Trans>Photo (optional)</Trans>
      </label>
      {/* The browser's own file button speaks the browser's language: ours opens the same dialog. */}
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={acceptedPhotoTypes.join(',')}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div className={styles.row}>
        <Button tone="secondary" aria-describedby={`${id}-label ${id}-hint`} onClick={() => input.current?.click()}>
          {state.chosen ? <Trans>Choose another photo</Trans> : <Trans>Choose photo</Trans>}
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        <Trans>JPEG, PNG or WebP, up to 5 MB.</Trans>
      </p>
      {state.chosen ? <PhotoPreview photo={state.chosen} status={status} onRemove={remove} /> : null}
      {state.problem ? (
        <p className={styles.problem} data-testid="field-problem">
          {i18n._(problemText(state.problem, hours))}
        </p>
      ) : null}
    </div>
  );
}
