// The benchmark's data (bench/run.ts): five organizations with a key for the first, 2,000 more organizations
// with 10,000 keys, and orders seeded by number. Order i (1-based) belongs to organization i % 5, is
// `created_at = base - i * 25 s` (so a later, larger seed adds older orders: the newest pages stay the same rows,
// as a merchant's history grows backwards from today), has its own phone and two tracking events. seedOrders can
// be called again to grow the table (10,000 -> 100,000 -> 1,000,000 in the scale mode).
//
// The load is one INSERT ... SELECT generate_series per slice, two slices on two connections at a time (one per
// core). When a step adds at least as many orders as the table holds, the secondary indexes of orders and
// tracking_events are dropped first and rebuilt after the load from their own definitions as PostgreSQL reports
// them (pg_indexes.indexdef: exactly what the migrations created, nothing retyped here): building a B-tree or the
// search words' GIN index once over sorted input costs a fraction of maintaining it row by row. Primary keys stay (the
// foreign key of tracking_events needs orders_pkey during the load).
import postgres from 'postgres';
import { createDb } from '@/db/client';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { createOrganization } from '@/lib/organizations/create-organization';
import { validOrderBody } from './order-body';

export type Tenants = { key: string; orgIds: string[] };

/** The organizations and keys; the key (all scopes) belongs to orgIds[0]. */
export async function seedTenants(url: string): Promise<Tenants> {
  const { db, sql } = createDb(url, { max: 2 });
  const orgs = [];
  for (let i = 0; i < 5; i++) orgs.push(await createOrganization(db, { name: `Bench ${i}`, balanceCentavos: 1_000_000_000_00 }));
  const { key } = await createApiKey(db, { organizationId: orgs[0].id, name: 'bench', scopes: ['*'] });
  // Other tenants and their keys, so the key lookup runs against a realistic table (its unique index).
  await sql`insert into organizations (name) select 'Otra ' || i from generate_series(1, 2000) as i`;
  await sql`
    insert into api_keys (organization_id, name, key_hash, display_prefix, scopes)
    select o.id, 'clave ' || k, encode(sha256((o.id::text || k)::bytea), 'hex'), 'flt_xxxx', array['*']
    from organizations o, generate_series(1, 5) as k`;
  await sql.end();
  return { key, orgIds: orgs.map((o) => o.id) };
}

/** Wall-clock times of a seed step; `indexes` lists each rebuilt index's own build time (two build at once). */
export type SeedTimings = { loadMs: number; indexMs: number; vacuumMs: number; indexes: Record<string, number> };

const SLICE = 100_000;
const BULK_TABLES = ['orders', 'tracking_events'];

/** Orders from+1 .. to (and their tracking events), then VACUUM ANALYZE so autovacuum does not run mid-measurement. */
export async function seedOrders(url: string, input: { orgIds: string[]; from: number; to: number; base: Date }): Promise<SeedTimings> {
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    const rebuild = input.to - input.from >= input.from;
    const started = performance.now();
    const indexes = rebuild ? await dropSecondaryIndexes(sql) : [];
    const slices: Array<[number, number]> = [];
    for (let a = input.from; a < input.to; a += SLICE) slices.push([a, Math.min(a + SLICE, input.to)]);
    const pickup = JSON.stringify(validOrderBody().pickupAddress);
    const delivery = JSON.stringify(validOrderBody().deliveryAddress);
    const worker = async () => {
      for (let slice = slices.shift(); slice; slice = slices.shift())
        await insertSlice(sql, { ...input, pickup, delivery, from: slice[0], to: slice[1] });
    };
    await Promise.all([worker(), worker()]);
    const loaded = performance.now();
    const indexTimes = await recreateIndexes(sql, indexes);
    const indexed = performance.now();
    // Sets the visibility map and the statistics at once; without it autovacuum's insert threshold would start a
    // vacuum of a million rows in the middle of the next measurement.
    await Promise.all(BULK_TABLES.map((table) => sql.unsafe(`vacuum (analyze) ${table}`)));
    await sql`analyze organizations, api_keys`;
    return { loadMs: loaded - started, indexMs: indexed - loaded, vacuumMs: performance.now() - indexed, indexes: indexTimes };
  } finally {
    await sql.end();
  }
}

async function insertSlice(
  sql: postgres.Sql,
  input: { orgIds: string[]; from: number; to: number; base: Date; pickup: string; delivery: string },
): Promise<void> {
  // Each order has its own phone: with one phone for all (the seed until issue 17) every order's search text held
  // "12345", so the name search "Cliente 12345" matched the whole table through the phone. Orders and their two
  // events in one statement: the events are written from the inserted rows, the table is not read again, and the
  // foreign key of tracking_events holds by construction, so its per-row check (a third of the load's time) is
  // skipped where the role may (session_replication_role: a superuser, as on the bench's embedded server).
  await sql.begin(async (tx) => {
    const [{ superuser }] = await tx<{ superuser: boolean }[]>`select current_setting('is_superuser') = 'on' as superuser`;
    if (superuser) await tx`set local session_replication_role = replica`;
    await insertOrdersAndEvents(tx, input);
  });
}

async function insertOrdersAndEvents(
  sql: postgres.TransactionSql,
  input: { orgIds: string[]; from: number; to: number; base: Date; pickup: string; delivery: string },
): Promise<void> {
  await sql`
    with o as (
      insert into orders (organization_id, internal_reference, provider, guide_number, provider_tracking_number, status,
        shipment_type, receiver_name, receiver_phone, pickup_address, delivery_address, package_weight, package_length,
        package_width, package_height, total_cost_centavos, estimated_delivery_at, created_at, status_updated_at)
      select (${`{${input.orgIds.join(',')}}`}::uuid[])[1 + (i % 5)], 'BENCH-' || i, 'sandbox',
        'BNC' || lpad(i::text, 12, '0'), 'MXB' || lpad(i::text, 14, '0'),
        (array['created','picked_up','in_transit','delivered','cancelled'])[1 + (i / 5 % 5)],
        'standard', 'Cliente ' || i, '+52 55 ' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'), ${input.pickup}::jsonb,
        ${input.delivery}::jsonb, 1.5, 30, 20, 15, 15600,
        ${input.base}::timestamptz + interval '3 days', ${input.base}::timestamptz - (i * interval '25 seconds'),
        ${input.base}::timestamptz - (i * interval '25 seconds')
      from generate_series(${input.from + 1}::int, ${input.to}::int) as i
      returning id, organization_id, created_at
    )
    insert into tracking_events (order_id, organization_id, status, description, location, occurred_at, source)
    select o.id, o.organization_id, s.status, s.label, '', o.created_at + s.offs, 'system'
    from o, (values ('pending', 'Pendiente', interval '0'), ('created', 'Creada', interval '1 second')) as s(status, label, offs)`;
}

type IndexDef = { name: string; def: string };

/** Drops every index of the bulk tables that no constraint owns; returns their definitions. */
async function dropSecondaryIndexes(sql: postgres.Sql): Promise<IndexDef[]> {
  const rows = await sql<IndexDef[]>`
    select i.indexname as name, i.indexdef as def
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ${sql(BULK_TABLES)}
      and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(quote_ident(i.indexname)))
    order by i.indexname`;
  for (const row of rows) await sql.unsafe(`drop index ${quote(row.name)}`);
  return rows;
}

/** Rebuilds them, two at a time (one per core), the largest (the search words' GIN index) first. */
async function recreateIndexes(sql: postgres.Sql, indexes: IndexDef[]): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  const queue = [...indexes].sort((a, b) => Number(b.def.includes('USING gin')) - Number(a.def.includes('USING gin')));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = performance.now();
      await sql.begin(async (tx) => {
        await tx`set local maintenance_work_mem = '512MB'`;
        await tx.unsafe(next.def);
      });
      times[next.name] = Math.round(performance.now() - started);
    }
  };
  await Promise.all([worker(), worker()]);
  return times;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
