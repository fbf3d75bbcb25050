/** A named field's text from a submitted form; trimmed unless it is a password. */
export function fieldValue(form: HTMLFormElement, name: string, trim = true): string {
  const value = new FormData(form).get(name);
  const text = typeof value === 'string' ? value : '';
  return trim ? text.trim() : text;
}
