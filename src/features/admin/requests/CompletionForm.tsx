import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { limits } from '../../../../machines/domain/constants.ts';
import { acceptedPhotoTypes, uploadPhoto } from '../../../app/photo-upload.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { NoteField } from '../NoteField.tsx';
import { useProposal } from '../use-proposal.ts';
import { completedDraft } from './request-drafts.ts';
import * as styles from './requests.css.ts';

const said = { completed: msg`Request marked completed` };

// The visit done: what the technician did and up to 3 photos, each uploaded as soon as it is
// chosen (stored without its metadata) and shown here before the completion names it.
export function CompletionForm({ stream, log }: { stream: string; log: EventLog | null }) {
  const { t } = useLingui();
  const id = useId();
  const { propose, refuse, sending } = useProposal(log);
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const add = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const answer = await uploadPhoto(file, { asAdmin: true });
    setUploading(false);
    if (input.current) input.current.value = '';
    if (!answer.ok) return refuse(answer.code);
    setPhotoIds((ids) => [...ids, answer.photoId]);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = completedDraft(stream, String(new FormData(form).get('completionNote') ?? ''), photoIds);
    if ('refused' in result) return refuse(result.refused);
    if (!(await propose(result.draft, said.completed))) return;
    form.reset();
    setPhotoIds([]);
  };

  const full = photoIds.length >= limits.maxCompletionPhotos;
  return (
    <form className={styles.actionForm} onSubmit={(event) => void submit(event)} aria-labelledby="completion-title" noValidate>
      <h3 id="completion-title" className={styles.sectionTitle}>
        <Trans>Complete the visit</Trans>
      </h3>
      <NoteField name="completionNote" label={t`What was done (the customer reads it)`} maxLength={1000} />
      <p id={`${id}-photos`} className={styles.meta}>
        <Trans>Photos of the work: up to 3, JPEG, PNG or WebP, up to 5 MB each.</Trans>
      </p>
      {/* The browser's own file button speaks the browser's language: ours opens the same dialog. */}
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptedPhotoTypes.join(',')}
        data-testid="completion-photo-input"
        onChange={(event) => void add(event.target.files?.[0])}
      />
      {photoIds.length > 0 ? (
        <ul className={styles.completionPhotos} aria-label={t`Photos added`}>
          {photoIds.map((photoId, index) => (
            <li key={photoId} className={styles.completionPhoto}>
              <img className={styles.photo} src={`/api/uploads/${photoId}`} alt={t`Photo ${index + 1}`} />
              <Button tone="secondary" onClick={() => setPhotoIds((ids) => ids.filter((each) => each !== photoId))}>
                <Trans>Remove photo {index + 1}</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button tone="secondary" aria-describedby={`${id}-photos`} disabled={full || uploading} onClick={() => input.current?.click()}>
        {uploading ? <Trans>Uploading the photo…</Trans> : <Trans>Add a photo</Trans>}
      </Button>
      <Button type="submit" disabled={sending || uploading}>
        <Trans>Mark completed</Trans>
      </Button>
    </form>
  );
}
