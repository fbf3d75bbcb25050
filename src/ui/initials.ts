// The Arabic article is not an initial: "العتيبي" gives "ع".
const firstLetter = (word: string) => [...(word.startsWith('ال') && word.length > 3 ? word.slice(2) : word)][0]!;

/** Up to two letters: the first of the first and of the last word of the name. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const last = words.length > 1 ? firstLetter(words[words.length - 1]!) : '';
  return (firstLetter(words[0]!) + last).toLocaleUpperCase();
}
