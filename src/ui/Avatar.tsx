import * as styles from './avatar.css.ts';
import { initialsOf } from './initials.ts';

/** The person's picture or initials; a crown on it while their VIP plan is active (spec section 2). */
export function Avatar({ fullName, imageUrl, crowned = false }: { fullName: string; imageUrl?: string | null; crowned?: boolean }) {
  return (
    <span className={styles.frame} aria-hidden="true">
      <span className={styles.avatar}>{imageUrl ? <img className={styles.image} src={imageUrl} alt="" /> : initialsOf(fullName)}</span>
      {crowned ? (
        <svg className={styles.crown} viewBox="0 0 24 24" data-testid="vip-crown" focusable="false">
          <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill="currentColor" stroke="#7a5200" strokeWidth="1.2" />
        </svg>
      ) : null}
    </span>
  );
}
