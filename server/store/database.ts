// The one SQL surface the server uses, implemented for embedded PGlite and for PostgreSQL.
// Same SQL on both; parameters are $1, $2, ...
export interface SqlRunner {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends SqlRunner {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws;
   * holding the transaction-scoped advisory lock `lockKey` from its start, when given (taken
   * with the `begin`: one round trip on PostgreSQL instead of two).
   */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>, lockKey?: number): Promise<T>;
  /**
   * LISTEN on a channel; the returned function stops listening. `onResumed` is called when
   * listening resumes after its connection was lost: notifications may have been missed.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
