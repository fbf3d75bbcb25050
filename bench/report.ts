// Benchmarks print one JSON object per line: { name, value, unit, ...context }, and for a
// figure with a budget, the budget and whether this run kept it.
export interface Budget {
  atLeast?: number;
  atMost?: number;
}

export function report(name: string, value: number, unit: string, context: Record<string, unknown> = {}, budget?: Budget): void {
  const rounded = Math.round(value * 100) / 100;
  const kept = budget ? { budget: budgetText(budget, unit), pass: withinBudget(rounded, budget) } : {};
  console.log(JSON.stringify({ name, value: rounded, unit, ...kept, ...context }));
}

function budgetText(budget: Budget, unit: string): string {
  return [budget.atLeast !== undefined ? `>= ${budget.atLeast} ${unit}` : '', budget.atMost !== undefined ? `<= ${budget.atMost} ${unit}` : '']
    .filter(Boolean)
    .join(' and ');
}

function withinBudget(value: number, budget: Budget): boolean {
  return (budget.atLeast === undefined || value >= budget.atLeast) && (budget.atMost === undefined || value <= budget.atMost);
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)]!;
}
