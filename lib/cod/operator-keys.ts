// The platform operators' keys (docs/cod.md "Remittances"): the only Bearer credential of the platform's own
// operations (POST /api/v1/cod/remittances). "emx_op_" + 32 random bytes in base62 (43 characters); shown once when
// created, stored as the SHA-256 of the whole key (as organization keys are: lib/api-keys/key-format.ts), found by
// that hash, so the secret is never compared character by character.
import * as crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { operatorKeys, type OperatorKey } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';

export const OPERATOR_KEY_PREFIX = 'emx_op_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 43;
const OPERATOR_KEY_PATTERN = new RegExp(`^${OPERATOR_KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH}}$`);
const NAME_MAX = 80;

/** A Bearer value that has the shape of an operator key (no database call). */
export const isOperatorKeyShaped = (key: string): boolean => OPERATOR_KEY_PATTERN.test(key);

export const hashOperatorKey = (key: string): string => crypto.createHash('sha256').update(key).digest('hex');

function randomBody(): string {
  let n = BigInt(`0x${crypto.randomBytes(32).toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(BODY_LENGTH, '0');
}

export type OperatorKeyView = Pick<OperatorKey, 'id' | 'name' | 'prefix' | 'createdAt' | 'lastUsedAt' | 'revokedAt'>;

/** Creates a key; the returned `key` is the only time its full value exists. */
export async function createOperatorKey(db: DbOrTx, { name }: { name: string }): Promise<{ operatorKey: OperatorKeyView; key: string }> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > NAME_MAX) {
    throw new DomainError('validation_error', `El nombre de la clave de operador debe tener entre 1 y ${NAME_MAX} caracteres.`);
  }
  const key = `${OPERATOR_KEY_PREFIX}${randomBody()}`;
  const [row] = await db
    .insert(operatorKeys)
    .values({ name: trimmed, prefix: key.slice(0, OPERATOR_KEY_PREFIX.length + 8), keyHash: hashOperatorKey(key) })
    .returning();
  return { operatorKey: viewOf(row), key };
}

/** Revokes a key at once; revoking it again keeps the first date. */
export async function revokeOperatorKey(db: DbOrTx, { id }: { id: string }): Promise<OperatorKeyView> {
  const [row] = await db
    .update(operatorKeys)
    .set({ revokedAt: sql`coalesce(${operatorKeys.revokedAt}, now())` })
    .where(eq(operatorKeys.id, id))
    .returning();
  if (!row) throw new DomainError('not_found', 'La clave de operador no existe.');
  return viewOf(row);
}

/** The operator a Bearer key names, or null (unknown, revoked or malformed). Marks the key used. */
export async function verifyOperatorKey(db: DbOrTx, key: string): Promise<{ id: string; name: string } | null> {
  if (!isOperatorKeyShaped(key)) return null;
  const [row] = await db
    .update(operatorKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(operatorKeys.keyHash, hashOperatorKey(key)), isNull(operatorKeys.revokedAt)))
    .returning({ id: operatorKeys.id, name: operatorKeys.name });
  return row ?? null;
}

function viewOf(row: OperatorKey): OperatorKeyView {
  return { id: row.id, name: row.name, prefix: row.prefix, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt, revokedAt: row.revokedAt };
}
