// Columns of at least `minimum` each, as many as fit. The `min(…, 100%)` lets one column shrink
// below `minimum` on a screen narrower than it, where a fixed minimum would push the page sideways.
export function fittingColumns(minimum: string, repeat: 'auto-fit' | 'auto-fill' = 'auto-fit'): string {
  return `repeat(${repeat}, minmax(min(${minimum}, 100%), 1fr))`;
}
