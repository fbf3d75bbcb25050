// The one SQL surface the server uses, implemented for embedded PGlite and for PostgreSQL.
// Same SQL on both; parameters are $1, $2, ...
export interface SqlRunner {
  /** Runs one statement: its text, or a `Statement` prepared once per connection. */
  query<Row = Record<string, unknown>>(sql: string | Statement, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * A statement of the hot path, prepared under its name the first time a connection runs it and
 * then only bound and executed: its text is not parsed again, and once PostgreSQL finds a
 * generic plan as cheap as planning each run (after five runs), not planned again either.
 */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

const statementTexts = new Map<string, string>();

/** A name is one text for the whole process: a connection knows a prepared statement by its name only. */
export function statement(name: string, text: string): Statement {
  const known = statementTexts.get(name);
  if (known !== undefined && known !== text) throw new Error(`the statement ${name} is already another text`);
  statementTexts.set(name, text);
  return { name, text };
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
