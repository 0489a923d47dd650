// An unbought batch does not wait forever (issue 32.7, docs/batches.md "Buying twice"): BATCH_EXPIRY_DAYS after it
// was uploaded, a `validated` batch reads as `expired` and can no longer be bought (its quotes were the tariffs of
// that day, and an old file bought by mistake is the double purchase this guards against). A query-time rule, so it
// needs no job and holds in every process at once: the stored status stays `validated`, every read derives
// `expired` from created_at, and the purchase's own UPDATE (lib/batches/start-purchase.ts) refuses it with the same
// rule in SQL. A merchant can also discard a batch at once (lib/batches/discard-batch.ts, stored `discarded`).
import { sql } from 'drizzle-orm';
import type { Batch } from '@/db/schema';

export const BATCH_EXPIRY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an unbought batch expires; null once it was bought or discarded. */
export function batchExpiresAt(batch: Pick<Batch, 'status' | 'createdAt'>): Date | null {
  return batch.status === 'validated' ? new Date(batch.createdAt.getTime() + BATCH_EXPIRY_DAYS * DAY_MS) : null;
}

export function isBatchExpired(batch: Pick<Batch, 'status' | 'createdAt'>, now = new Date()): boolean {
  const expiresAt = batchExpiresAt(batch);
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** The same rule in SQL, for the statements that buy or discard: the batch is still within its days. */
export const batchNotExpiredSql = sql`created_at > now() - make_interval(days => ${BATCH_EXPIRY_DAYS})`;

export const batchExpiredMessage = `El lote venció: pasaron más de ${BATCH_EXPIRY_DAYS} días sin comprarlo. Sube el archivo de nuevo para cotizarlo con las tarifas de hoy.`;
export const batchDiscardedMessage = 'El lote se descartó: ya no se puede comprar. Sube el archivo de nuevo si quieres comprarlo.';
export const batchAlreadyBoughtMessage = 'El lote ya se compró: no se puede descartar.';
