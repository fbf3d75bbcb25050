// Where to go after signing in: only a path inside this app, never another site
// ('//evil.example', '/\\evil.example' and absolute URLs are dropped).
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
