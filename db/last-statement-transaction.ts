// A transaction whose last statement and COMMIT reach PostgreSQL together (docs/performance.md, "Issue 34"). In a
// transaction run by drizzle (postgres.js `begin`), COMMIT is sent only once the last statement's answer has been read,
// and a server process busy with many requests reads it late: every row the last statement locked (an organization's
// balance, shared by each purchase and measurement of the organization) stays locked that long. Here the last statement
// and COMMIT are written to the connection at once and run back to back, so those locks are held for the statement and
// the commit only. Should the last statement fail, the transaction is aborted and PostgreSQL turns the COMMIT into a
// rollback: nothing of it is kept, and the statement's error is the one thrown.
import { PostgresJsDatabase, PostgresJsSession } from 'drizzle-orm/postgres-js';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type postgres from 'postgres';
import type { Db, Tx } from './client';

const dialect = new PgDialect();

export type LastStatementBody<T> = (tx: Tx) => Promise<{ result: T; last?: SQL }>;

/**
 * Runs `body` in a transaction on a connection of `db`'s pool (its statements awaited one by one, as in
 * db.transaction), then sends the `last` statement it returns pipelined with COMMIT. A body that throws rolls back.
 * Inside a caller's transaction (an idempotent request runs its handler in one) it is a savepoint, as db.transaction
 * is there, and the caller's COMMIT comes later anyway.
 */
export async function transactionWithLastStatement<T>(db: Db | Tx, body: LastStatementBody<T>): Promise<T> {
  const pool = (db as { $client?: postgres.Sql }).$client;
  if (!pool || !('reserve' in pool)) {
    return db.transaction(async (tx) => {
      const { result, last } = await body(tx);
      if (last) await tx.execute(last);
      return result;
    });
  }
  const connection = await pool.reserve();
  let open = false;
  try {
    await connection.unsafe('begin');
    open = true;
    // drizzle() would write its type parsers into the client's options, which a reserved connection does not carry
    // (they are the pool's, where db.ts's drizzle() already wrote them): the database is built from its parts.
    const tx = new PostgresJsDatabase(dialect, new PostgresJsSession(connection, dialect, undefined), undefined) as unknown as Tx;
    const { result, last } = await body(tx);
    const statements = [] as Promise<unknown>[];
    if (last) {
      const query = dialect.sqlToQuery(last);
      statements.push(connection.unsafe(query.sql, query.params as never[]));
    }
    statements.push(connection.unsafe('commit'));
    open = false;
    const settled = await Promise.allSettled(statements);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    return result;
  } catch (error) {
    if (open) await connection.unsafe('rollback').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
