// The second step of a sign-in with 2FA. The password step (auth.ts) opens no session: it stores a challenge
// (sha256 of a random token the browser keeps in an httpOnly cookie for 10 minutes) and the sign-in continues at
// /login/verificacion. Only a right code for that challenge opens the session, so a pending sign-in grants nothing.
// Each challenge takes at most 5 codes; the limits of lib/auth/sign-in-throttle.ts (per user and address, per address,
// per user) cover new challenges, and count only wrong codes.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { twoFactorChallenges, users, userTwoFactor } from '@/db/schema';
import { countSecondFactorAttempt } from '@/lib/auth/sign-in-throttle';
import { looksLikeToken, newToken, sha256, tokenMatches } from './tokens';
import { verifySecondFactor } from './two-factor';

export const CHALLENGE_VALID_MINUTES = 10;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Whether the user must give a second factor at sign-in. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabledAt: userTwoFactor.enabledAt }).from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return !!row?.enabledAt;
}

/** After a right password: the token of the pending second step. */
export async function createSignInChallenge(db: Db, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(twoFactorChallenges).values({
    userId,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_VALID_MINUTES})`,
  });
  return token;
}

export type ChallengeOutcome =
  | { ok: true; user: { id: string; email: string; name: string | null }; method: 'totp' | 'recovery' }
  | { ok: false; reason: 'expired' | 'invalid_code' | 'too_many_attempts' };

/** The user of the challenge, when `code` is right; every wrong code counts against the challenge. */
export async function completeSignInChallenge(db: Db, input: { token: unknown; code: string; ip: string }): Promise<ChallengeOutcome> {
  if (!looksLikeToken(input.token)) return { ok: false, reason: 'expired' };
  const token = input.token;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: twoFactorChallenges.id,
        userId: twoFactorChallenges.userId,
        tokenHash: twoFactorChallenges.tokenHash,
        attempts: twoFactorChallenges.attempts,
      })
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, sha256(token)),
          isNull(twoFactorChallenges.usedAt),
          sql`${twoFactorChallenges.expiresAt} > now()`,
        ),
      )
      .for('update');
    if (!row || !tokenMatches(token, row.tokenHash) || row.attempts >= CHALLENGE_MAX_ATTEMPTS)
      return { ok: false, reason: 'expired' } as const;
    const attempt = await countSecondFactorAttempt(row.userId, input.ip);
    if (!attempt.allowed) return { ok: false, reason: 'too_many_attempts' } as const;
    let method: Awaited<ReturnType<typeof verifySecondFactor>>;
    try {
      method = await verifySecondFactor(tx, { userId: row.userId, code: input.code });
    } catch (error) {
      await attempt.release();
      throw error;
    }
    if (method) await attempt.release(); // only a wrong code stays counted
    if (!method) {
      await tx
        .update(twoFactorChallenges)
        .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
        .where(eq(twoFactorChallenges.id, row.id));
      return { ok: false, reason: 'invalid_code' } as const;
    }
    await tx.update(twoFactorChallenges).set({ usedAt: sql`now()` }).where(eq(twoFactorChallenges.id, row.id));
    const [user] = await tx.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId));
    return { ok: true, user, method } as const;
  });
}
