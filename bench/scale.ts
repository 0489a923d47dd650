// The scale mode of npm run bench (issue 24.3; `--scale`, on by itself from --orders=1000000): the same server, the
// same build, the read scenarios measured at 10,000, 100,000 and 1,000,000 orders, the table grown between the
// steps (bench/seed.ts). Flat means p99 at the largest size within 20% of p99 at the smallest. A no-op row at each
// step is the control: when the machine itself got slower or faster between steps, it shows there.
import postgres from 'postgres';
import { encodeCursor } from '@/lib/platform/pagination/cursor';
import { CURSOR_TIME_FORMAT } from '@/lib/platform/pagination/keyset';

export type ScaleTarget = { orgId: string };

/** The steps of a run of `orders` orders: 10k, 100k, 1M below it, then `orders` itself. */
export function scaleSteps(orders: number): number[] {
  return [...[10_000, 100_000, 1_000_000].filter((n) => n < orders), orders];
}

/** What a step's scenarios read: ids spread over the key's organization, a cursor three quarters deep, a name and a tracking number. */
export type StepData = { ids: string[]; cursor: string; cursorDepth: number; orgOrders: number };

export async function stepData(url: string, input: ScaleTarget): Promise<StepData> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ count }] = await sql<
      { count: number }[]
    >`select count(*)::int as count from orders where organization_id = ${input.orgId}::uuid`;
    // 2,000 orders drawn over the whole history, not the newest: at a million orders most of them are not in
    // PostgreSQL's buffers, as a merchant's old orders would not be.
    const ids = (
      await sql<{ id: string }[]>`
      select id from orders where organization_id = ${input.orgId}::uuid order by random() limit 2000`
    ).map((r) => r.id);
    const cursorDepth = Math.floor((count * 3) / 4);
    const cursor = await cursorAt(sql, input.orgId, cursorDepth);
    return { ids, cursor, cursorDepth, orgOrders: count };
  } finally {
    await sql.end();
  }
}

/** The cursor GET /orders hands out after `depth` orders of the organization (what paging there would return). */
export async function cursorAt(sql: postgres.Sql, orgId: string, depth: number): Promise<string> {
  const [row] = await sql<{ t: string; id: string }[]>`
    select to_char(created_at at time zone 'UTC', ${CURSOR_TIME_FORMAT}) as t, id from orders
    where organization_id = ${orgId}::uuid
    order by created_at desc nulls last, id desc nulls last
    offset ${Math.max(0, depth - 1)} limit 1`;
  if (!row) throw new Error(`no order at depth ${depth}`);
  return encodeCursor({ t: row.t, id: row.id });
}

/** A search word of the key's organization among orders 1..size: order i belongs to it when i % 5 = 0. */
export function orgOrderNumber(size: number): number {
  return 5 * (1 + Math.floor(Math.random() * (size / 5 - 1)));
}

export type ScaleRow = { name: string; size: number; rps: number; p50: number; p99: number; errors: number };

/** The table: one row per scenario, p99 per size, the ratio of the largest to the smallest and the verdict. */
export function scaleTable(rows: ScaleRow[], sizes: number[]): string {
  const names = [...new Set(rows.map((r) => r.name))];
  const cell = (name: string, size: number) => rows.find((r) => r.name === name && r.size === size);
  const head = `| Scenario (10 connections) | ${sizes.map((s) => `p99 ms at ${s.toLocaleString('en-US')}`).join(' | ')} | ${sizes.at(-1)!.toLocaleString('en-US')} / ${sizes[0].toLocaleString('en-US')} | Flat (within 20%) | req/s at ${sizes.map((s) => s.toLocaleString('en-US')).join(' / ')} |`;
  const lines = names.map((name) => {
    const first = cell(name, sizes[0]);
    const last = cell(name, sizes.at(-1)!);
    const ratio = first && last && first.p99 > 0 ? last.p99 / first.p99 : NaN;
    const verdict = name.startsWith('baseline') ? 'control' : Number.isNaN(ratio) ? '—' : ratio <= 1.2 ? 'yes' : 'NO';
    return `| ${name} | ${sizes.map((s) => cell(name, s)?.p99 ?? '—').join(' | ')} | ${Number.isNaN(ratio) ? '—' : `${Math.round(ratio * 100)}%`} | ${verdict} | ${sizes.map((s) => cell(name, s)?.rps ?? '—').join(' / ')} |`;
  });
  return [head, `|---|${sizes.map(() => '---:|').join('')}---:|---|---|`, ...lines].join('\n');
}
