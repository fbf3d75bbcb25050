import * as styles from './avatar.css.ts';

/** Up to two letters: the first of the first and the last word of the name. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : '';
  return (first + last).toLocaleUpperCase();
}

export function Avatar({ fullName, imageUrl }: { fullName: string; imageUrl?: string | null }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {imageUrl ? <img className={styles.image} src={imageUrl} alt="" /> : initialsOf(fullName)}
    </span>
  );
}
