import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { Statement } from './database.ts';

// Named prepared statements on PGlite, which offers none: its `query` sends the text to be
// parsed, described, bound, described and executed in six calls into its WebAssembly, and
// PostgreSQL plans it again at every run (~10 % of the server's time in the fan-out bench's
// profile). A `Statement` is parsed once under its name, its parameters' types kept; each run
// is then one call: bind, describe, execute and sync. A prepared statement outlives the
// transaction it was prepared in, even one rolled back: it belongs to the connection.
export type RunPrepared = <Row>(statement: Statement, params: unknown[], where: { inTransaction: boolean }) => Promise<Row[]>;

export function preparedStatements(pglite: PGlite): RunPrepared {
  const parameterTypes = new Map<string, number[]>();
  const { serialize } = protocol;

  const prepare = async ({ name, text }: Statement, syncToFs: boolean): Promise<number[]> => {
    const described = await pglite.execProtocolStream(
      Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs },
    );
    const types = parse.parseDescribeStatementResults(described);
    parameterTypes.set(name, types);
    return types;
  };

  const run = async <Row>(statement: Statement, params: unknown[], syncToFs: boolean): Promise<Row[]> => {
    const types = parameterTypes.get(statement.name) ?? (await prepare(statement, syncToFs));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute(), serialize.sync()]),
      { syncToFs },
    );
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
  };

  // The locks PGlite's own `query` takes: its query lock, and outside a transaction the
  // transaction lock too, so that nothing runs between the statements of someone's transaction.
  return (statement, params, { inTransaction }) =>
    inTransaction
      ? pglite._runExclusiveQuery(() => run(statement, params, false))
      : pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run(statement, params, true)));
}
