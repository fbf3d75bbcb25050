// Benchmarks print one JSON object per line: { name, value, unit, ...context }.
export function report(name: string, value: number, unit: string, context: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit, ...context }));
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)]!;
}
