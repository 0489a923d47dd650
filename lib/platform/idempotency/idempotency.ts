// Idempotency keys (docs/api/idempotency.md): per organization, kept 24 h. A request claims the key with a
// lease before doing any work; the response is stored in the same statement (POST /orders: completionCte)
// or the same transaction (runIdempotent, every other idempotent operation) as the work it describes, so a
// key is consumed exactly when the work is. Any failure releases the claim, so the same key and body can be
// retried. The HTTP side (the two headers, replays) is lib/http/idempotency.ts.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { log } from '@/lib/platform/log';
import { storableJson } from '@/lib/platform/text/storable';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** How long a claim protects an in-flight request; a longer one is treated as abandoned (crashed). */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

/** The key as sent (`name`: the header it came in), or null when absent. 400 unless 1..255 printable ASCII characters. */
export function parseIdempotencyKey(value: string | null, name = 'X-Idempotency-Key'): string | null {
  if (value === null) return null;
  if (value.length === 0 || value.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x20-\x7E]+$/.test(value)) {
    const message = `El encabezado ${name} debe tener entre 1 y ${MAX_IDEMPOTENCY_KEY_LENGTH} caracteres ASCII imprimibles (se recomienda un UUID).`;
    throw new DomainError('validation_error', message, { fields: [{ field: name, message }] });
  }
  return value;
}

/** JSON with object keys sorted, so key order and whitespace do not make two bodies differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of method, path and canonical body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

export type IdempotentRequest = { organizationId: string; key: string; fingerprint: string };

/** Held while the request runs; `token` (the lease end, ms precision) fences a claim taken over after expiry. */
export type IdempotencyClaim = IdempotentRequest & { token: Date };

export type StoredResponse = { status: number; body: unknown };

export type BeginResult = { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; response: StoredResponse };

/**
 * Claims the key, or answers from it: a completed request with the same fingerprint is replayed,
 * a different fingerprint is 422 idempotency_key_reused, a live claim is 409 idempotency_key_in_use.
 * An expired record (24 h) or an abandoned claim (lease over) is taken over.
 */
export async function beginIdempotentRequest(db: DbOrTx, request: IdempotentRequest): Promise<BeginResult> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const claimed = await db.execute<{ locked_until: string }>(sql`
      insert into idempotency_keys (organization_id, key, request_hash, locked_until, created_at, expires_at)
      values (${request.organizationId}, ${request.key}, ${request.fingerprint},
        date_trunc('milliseconds', clock_timestamp()) + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS}),
        now(), now() + interval '24 hours')
      on conflict (organization_id, key) do update set
        request_hash = excluded.request_hash, response_status = null, response_body = null,
        locked_until = excluded.locked_until, created_at = excluded.created_at, expires_at = excluded.expires_at
      where idempotency_keys.expires_at <= now()
        or (idempotency_keys.response_status is null and idempotency_keys.locked_until <= now())
      returning to_char(locked_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as locked_until`);
    if (claimed[0]) return { kind: 'claimed', claim: { ...request, token: new Date(claimed[0].locked_until) } };

    const [existing] = await db.execute<{ request_hash: string; response_status: number | null; response_body: unknown }>(sql`
      select request_hash, response_status, response_body from idempotency_keys
      where organization_id = ${request.organizationId} and key = ${request.key}`);
    // Released (or expired and purged) between the two statements: try to claim again.
    if (!existing) continue;
    if (existing.request_hash !== request.fingerprint) throw new DomainError('idempotency_key_reused');
    if (existing.response_status === null) throw new DomainError('idempotency_key_in_use', undefined, { retryAfterSeconds: 1 });
    return { kind: 'replay', response: { status: existing.response_status, body: existing.response_body } };
  }
  throw new DomainError('idempotency_key_in_use', undefined, { retryAfterSeconds: 1 });
}

/** Thrown inside the work's transaction when the claim was lost (taken over after its lease ran out). */
export class IdempotencyClaimLostError extends Error {
  constructor() {
    super('idempotency claim lost');
    this.name = 'IdempotencyClaimLostError';
  }
}

/**
 * Stores the response (its texts storable, lib/platform/text/storable.ts: an answer may quote what the client sent) as a
 * CTE of a larger statement, `idempotency_completed`: one row (the stored body,
 * as a replay will read it) when the claim still held, none when it was lost (taken over after its lease ran out).
 */
export function completionCte(claim: IdempotencyClaim, response: StoredResponse): SQL {
  return sql`idempotency_completed as (
      update idempotency_keys
      set response_status = ${response.status}::int, response_body = ${JSON.stringify(storableJson(response.body))}::jsonb, locked_until = null
      where organization_id = ${claim.organizationId}::uuid and key = ${claim.key}
        and response_status is null and locked_until = ${claim.token.toISOString()}::timestamptz
      returning response_body
    )`;
}

/**
 * Our lease ran out and another request took the key over while we worked (our work was undone): answer as
 * that request decides, a replay of its response, or 409 while it is still running.
 */
export async function answerLostClaim(db: DbOrTx, claim: IdempotencyClaim): Promise<StoredResponse> {
  const again = await beginIdempotentRequest(db, { organizationId: claim.organizationId, key: claim.key, fingerprint: claim.fingerprint });
  if (again.kind === 'replay') return again.response;
  await releaseIdempotentRequest(db, again.claim);
  throw new DomainError('idempotency_key_in_use', undefined, { retryAfterSeconds: 1 });
}

export type IdempotentOutcome = { response: StoredResponse; replayed: boolean };

/**
 * Does `work` at most once per key: claims the key, runs the work in ONE transaction that also stores its
 * response (fenced by the claim's lease), so the key is consumed exactly when the work commits. A key
 * already used with the same request answers the stored response (`replayed`), with another request 422,
 * while in flight 409. A thrown error rolls the work back and releases the key.
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  work: (tx: Tx) => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  const begun = await beginIdempotentRequest(db, request);
  if (begun.kind === 'replay') return { response: begun.response, replayed: true };
  const { claim } = begun;
  maybePurgeExpiredIdempotencyKeys(db);
  try {
    const response = await db.transaction(async (tx) => {
      const stored = await work(tx);
      const [completed] = await tx.execute<{ response_body: unknown }>(
        sql`with ${completionCte(claim, stored)} select response_body from idempotency_completed`,
      );
      if (!completed) throw new IdempotencyClaimLostError();
      // The body as stored (and as every replay will answer it), so the first answer and a replay are the same bytes.
      return { status: stored.status, body: completed.response_body };
    });
    return { response, replayed: false };
  } catch (error) {
    if (error instanceof IdempotencyClaimLostError) return { response: await answerLostClaim(db, claim), replayed: true };
    await releaseIdempotentRequest(db, claim).catch((e) => log.error('could not release idempotency key', { error: e }));
    throw error;
  }
}

/** Gives the key back (the request failed and changed nothing): the same key may be used again. */
export async function releaseIdempotentRequest(db: DbOrTx, claim: IdempotencyClaim): Promise<void> {
  await db.execute(sql`
    delete from idempotency_keys
    where organization_id = ${claim.organizationId} and key = ${claim.key}
      and response_status is null and locked_until = ${claim.token.toISOString()}::timestamptz`);
}

/**
 * Deletes records past their 24 h (they are already ignored and overwritten on reuse, so this is only
 * housekeeping); returns how many. createOrder calls it now and then (see maybePurgeExpiredIdempotencyKeys).
 */
export async function purgeExpiredIdempotencyKeys(db: DbOrTx, { batchSize = 10_000 }: { batchSize?: number } = {}): Promise<number> {
  const rows = await db.execute(sql`
    delete from idempotency_keys where ctid in (
      select ctid from idempotency_keys where expires_at <= now() limit ${batchSize})
    returning 1`);
  return rows.length;
}

/** About one claim in `every` also purges a batch of expired records, off the request's path. */
export function maybePurgeExpiredIdempotencyKeys(db: Db, { every = 200 }: { every?: number } = {}): void {
  if (Math.random() * every >= 1) return;
  purgeExpiredIdempotencyKeys(db, { batchSize: 1_000 }).catch((error) => log.warn('idempotency purge failed', { error }));
}
