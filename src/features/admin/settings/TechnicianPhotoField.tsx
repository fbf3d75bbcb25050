import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import { acceptedPhotoTypes, uploadPhoto } from '../../../app/photo-upload.ts';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import * as styles from './settings.css.ts';

const problemText: Record<string, MessageDescriptor> = {
  unsupportedImageType: msg`Choose a JPEG, PNG or WebP image.`,
  notAnImage: msg`This file is not an image.`,
  imageTooLarge: msg`The image is larger than 5 MB.`,
};
const cannotUpload = msg`We could not reach the server. Check your connection and try again.`;

/** A technician's optional photo: uploaded as soon as it is chosen; its id goes with the form. */
export function TechnicianPhotoField({ photoId, onUploaded }: { photoId: string | null; onUploaded: (photoId: string) => void }) {
  const { i18n } = useLingui();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setUploading(true);
    setProblem(null);
    const upload = await uploadPhoto(file, { asAdmin: true });
    setUploading(false);
    if (upload.ok) onUploaded(upload.photoId);
    else setProblem(problemText[upload.code] ?? cannotUpload);
  };

  return (
    <LabelledField
      label={<Trans>Photo (optional)</Trans>}
      hint={uploading ? <Trans>Uploading the photo…</Trans> : undefined}
      problem={problem ? i18n._(problem) : undefined}
    >
      {({ id, hintId }) => (
        <span className={styles.technician}>
          {photoId ? <img className={styles.thumbnail} src={`/api/uploads/${photoId}`} alt="" /> : null}
          <input id={id} className={styles.photoInput} type="file" accept={acceptedPhotoTypes.join(',')} aria-describedby={hintId} onChange={(event) => void choose(event)} />
        </span>
      )}
    </LabelledField>
  );
}
