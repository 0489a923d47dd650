// db/last-statement-transaction.ts: the last statement is sent with COMMIT. What it must keep from a plain transaction:
// all or nothing (a failing last statement keeps nothing of the body's writes either), a body that throws rolls back,
// the connection goes back to the pool each time, and inside a caller's transaction it is a savepoint.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionWithLastStatement } from '@/db/last-statement-transaction';
import { getDb, getSql } from '@/lib/platform/db';

const table = `last_statement_probe_${process.pid}`;

beforeAll(async () => {
  await getSql().unsafe(`create table ${table} (id int primary key, note text not null)`);
});
afterAll(async () => {
  await getSql().unsafe(`drop table ${table}`);
});

const ids = async () => (await getSql().unsafe(`select id from ${table} order by id`)).map((r) => Number(r.id));
const insert = (id: number) => sql`insert into ${sql.identifier(table)} (id, note) values (${id}, 'x')`;

describe('transactionWithLastStatement', () => {
  it('commits the body and the last statement together and answers the body result', async () => {
    const result = await transactionWithLastStatement(getDb(), async (tx) => {
      await tx.execute(insert(1));
      return { result: 'hecho', last: insert(2) };
    });
    expect(result).toBe('hecho');
    expect(await ids()).toEqual([1, 2]);
  });

  it('keeps nothing when the last statement fails, and throws its error', async () => {
    const error = await transactionWithLastStatement(getDb(), async (tx) => {
      await tx.execute(insert(3));
      return { result: null, last: insert(1) };
    }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('23505');
    expect(await ids()).toEqual([1, 2]);
  });

  it('rolls back when the body throws', async () => {
    await expect(
      transactionWithLastStatement(getDb(), async (tx) => {
        await tx.execute(insert(4));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await ids()).toEqual([1, 2]);
  });

  it('gives the connection back each time (more runs than the pool has connections)', async () => {
    const max = getSql().options.max;
    for (let i = 0; i < max * 3; i++) {
      await transactionWithLastStatement(getDb(), async () => ({ result: i, last: insert(100 + i) }));
      await transactionWithLastStatement(getDb(), async () => ({ result: i, last: insert(100 + i) })).catch(() => undefined);
    }
    expect((await ids()).length).toBe(2 + max * 3);
    // and no connection was left inside a transaction
    const [{ stuck }] = await getSql()<{ stuck: number }[]>`
      select count(*)::int as stuck from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`;
    expect(stuck).toBe(0);
  });

  it('prepares its statements like the pool does (one round trip each, not a describe first)', async () => {
    const marker = `probe_${Date.now()}`;
    const named = await transactionWithLastStatement(getDb(), async (tx) => {
      await tx.execute(sql`select ${1}::int as ${sql.identifier(marker)}`);
      const [row] = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_prepared_statements where name <> '' and statement like ${`%${marker}%`}`,
      );
      return { result: row?.n ?? 0 };
    });
    expect(named).toBeGreaterThan(0);
  });

  it('inside a caller transaction it is a savepoint: the caller rollback undoes it', async () => {
    await getDb()
      .transaction(async (outer) => {
        await transactionWithLastStatement(outer, async (tx) => {
          await tx.execute(insert(50));
          return { result: null, last: insert(51) };
        });
        expect(
          (await outer.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where id in (50, 51)`))[0]?.n,
        ).toBe(2);
        throw new Error('deshacer');
      })
      .catch(() => undefined);
    expect((await ids()).filter((id) => id === 50 || id === 51)).toEqual([]);
  });
});
