// The TOTP second factor (otplib, RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app expects). Enrolment
// keeps the secret pending until the first code proves the app has it; then ten single-use recovery codes are
// shown once (stored as sha256). A TOTP code is accepted once (the matched time step is remembered), one step of
// clock drift either way. The secret is encrypted at rest (secret-box.ts) and never shown after enrolment. A code
// asked for inside a session (new recovery codes, turning 2FA off) counts on the sign-in's second-step limit.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '@/db/client';
import { userRecoveryCodes, userTwoFactor } from '@/db/schema';
import type { AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { fieldError } from './password-rules';
import { requireCurrentPassword } from './profile';
import { checkSecondFactor } from './throttles';
import { openSecret, sealSecret } from './secret-box';
import { sha256 } from './tokens';
import { recordUserAudit } from './user-audit';

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Envíos MX';

export type TwoFactorStatus = { enabled: boolean; pending: boolean; recoveryCodesLeft: number };

export async function twoFactorStatus(db: DbOrTx, userId: string): Promise<TwoFactorStatus> {
  const [row] = await db.select({ enabledAt: userTwoFactor.enabledAt }).from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return { enabled: !!row?.enabledAt, pending: !!row && !row.enabledAt, recoveryCodesLeft: left?.n ?? 0 };
}

export type Enrolment = { secret: string; otpauthUrl: string; qrDataUrl: string };

/** Starts (or shows again) a pending enrolment: the secret as text and as a QR code of its otpauth:// URI. */
export async function startTwoFactorEnrolment(db: DbOrTx, input: { userId: string; email: string }): Promise<Enrolment> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, input.userId));
  if (row?.enabledAt) throw new DomainError('conflict', 'La verificación en dos pasos ya está activada.');
  let secret: string;
  if (row) secret = openSecret(row.secretEncrypted);
  else {
    secret = generateSecret();
    await db
      .insert(userTwoFactor)
      .values({ userId: input.userId, secretEncrypted: sealSecret(secret) })
      .onConflictDoNothing();
    // two tabs enrolling at once: both show the secret that was stored first
    const [stored] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, input.userId));
    secret = openSecret(stored.secretEncrypted);
  }
  const otpauthUrl = generateURI({ issuer: ISSUER, label: input.email, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { secret, otpauthUrl, qrDataUrl };
}

const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Checks a TOTP code against the stored secret and spends its time step; true when it was accepted. */
async function spendTotp(tx: DbOrTx, userId: string, code: string, secretEncrypted: string, lastTimeStep: number | null): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret: openSecret(secretEncrypted),
    token: code,
    epochTolerance: 30,
    ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const spent = await tx
    .update(userTwoFactor)
    .set({ lastTimeStep: result.timeStep })
    .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastTimeStep), lt(userTwoFactor.lastTimeStep, result.timeStep))))
    .returning({ userId: userTwoFactor.userId });
  return spent.length === 1;
}

/**
 * A second factor of an enabled user: a TOTP code (6 digits) or an unused recovery code (spent here).
 * Returns which one matched, or null. Run it in the transaction that acts on the answer.
 */
export async function verifySecondFactor(tx: DbOrTx, input: { userId: string; code: string }): Promise<'totp' | 'recovery' | null> {
  const code = normalizeCode(input.code);
  if (!code || code.length > 20) return null;
  const [row] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.userId, input.userId));
  if (!row?.enabledAt) return null;
  if (/^\d{6}$/.test(code)) return (await spendTotp(tx, input.userId, code, row.secretEncrypted, row.lastTimeStep)) ? 'totp' : null;
  const used = await tx
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userRecoveryCodes.userId, input.userId), eq(userRecoveryCodes.codeHash, sha256(code)), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return used.length === 1 ? 'recovery' : null;
}

function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.insert(userRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(normalizeCode(c)) })));
  return codes;
}

const wrongCode = () =>
  fieldError('code', 'Código: no es correcto o ya se usó. Escribe el código de 6 dígitos que muestra tu aplicación ahora.');

/** Confirms the pending enrolment with a first code; returns the recovery codes (shown once). */
export async function confirmTwoFactorEnrolment(
  db: Db,
  input: { userId: string; code: string; actor: AuditActor },
): Promise<{ recoveryCodes: string[] }> {
  const code = normalizeCode(input.code);
  if (!code) throw fieldError('code', 'Código: escribe el código de 6 dígitos que muestra tu aplicación.');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.userId, input.userId)).for('update');
    if (!row) throw new DomainError('conflict', 'Primero inicia la activación: escanea el código QR.');
    if (row.enabledAt) throw new DomainError('conflict', 'La verificación en dos pasos ya está activada.');
    if (!(await spendTotp(tx, input.userId, code, row.secretEncrypted, row.lastTimeStep))) throw wrongCode();
    await tx.update(userTwoFactor).set({ enabledAt: sql`now()` }).where(eq(userTwoFactor.userId, input.userId));
    const recoveryCodes = await replaceRecoveryCodes(tx, input.userId);
    await recordUserAudit(tx, { userId: input.userId, actor: input.actor, action: 'user.two_factor_enabled' });
    return { recoveryCodes };
  });
}

/** New recovery codes (the old ones stop working); needs a current code from the app or a recovery code. */
export async function regenerateRecoveryCodes(
  db: Db,
  input: { userId: string; code: string; actor: AuditActor },
): Promise<{ recoveryCodes: string[] }> {
  return db.transaction(async (tx) => {
    if (
      !(await checkSecondFactor({ userId: input.userId, ip: input.actor.ip ?? null, field: 'code' }, () =>
        verifySecondFactor(tx, input).then(Boolean),
      ))
    )
      throw wrongCode();
    const recoveryCodes = await replaceRecoveryCodes(tx, input.userId);
    await recordUserAudit(tx, { userId: input.userId, actor: input.actor, action: 'user.recovery_codes_regenerated' });
    return { recoveryCodes };
  });
}

/** Turns the second factor off: the current password and a code (from the app or a recovery code). */
export async function disableTwoFactor(
  db: Db,
  input: { userId: string; password: string; code: string; actor: AuditActor },
): Promise<void> {
  await requireCurrentPassword(db, {
    userId: input.userId,
    password: input.password,
    ip: input.actor.ip ?? null,
    field: 'disablePassword',
  });
  await db.transaction(async (tx) => {
    if (
      !(await checkSecondFactor({ userId: input.userId, ip: input.actor.ip ?? null, field: 'code' }, () =>
        verifySecondFactor(tx, input).then(Boolean),
      ))
    )
      throw wrongCode();
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, input.userId));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, input.userId));
    await recordUserAudit(tx, { userId: input.userId, actor: input.actor, action: 'user.two_factor_disabled' });
  });
}
