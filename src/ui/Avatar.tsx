import * as styles from './avatar.css.ts';
import { initialsOf } from './initials.ts';

export function Avatar({ fullName, imageUrl }: { fullName: string; imageUrl?: string | null }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {imageUrl ? <img className={styles.image} src={imageUrl} alt="" /> : initialsOf(fullName)}
    </span>
  );
}
