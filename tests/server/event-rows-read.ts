/** A node of PostgreSQL's `explain (analyze, format json)` plan. */
export interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan read from the events table, over all its scans. */
export const eventRowsRead = (node: PlanNode): number =>
  (node['Relation Name'] === 'events' ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + eventRowsRead(child), 0);
