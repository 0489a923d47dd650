// Opening a dashboard session once every factor is checked (auth.ts calls it from the Credentials provider):
// the session row, the device record, the `user.signed_in` audit entry (how: password, or password and a code
// from the app or a recovery code; from which address; whether the browser was new) and, for users who asked for
// it, the new-device email, in one transaction. Sign-ins are audited as a security history is (Stripe's lists
// every sign-in): a member's account used from an unexpected place shows in every owner's audit log.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { createUserSession } from '@/lib/auth/user-sessions';
import { enqueueEmail } from '@/lib/email/outbox';
import { formatLongDateTime } from '@/lib/platform/time/format';
import { rememberDevice } from './known-devices';
import { getNewSignInAlerts } from './profile';
import { recordUserAudit } from './user-audit';

/** What the user gave to sign in: the password alone, or with a code from the app or a recovery code. */
export type SignInMethod = 'password' | 'totp' | 'recovery';

export async function openSignedInSession(
  db: Db,
  input: { userId: string; ip: string | null; userAgent: string | null; deviceId: string; method: SignInMethod },
): Promise<{ sessionId: string; newDevice: boolean }> {
  return db.transaction(async (tx) => {
    const sessionId = await createUserSession(tx, { userId: input.userId, ip: input.ip, userAgent: input.userAgent });
    const newDevice = await rememberDevice(tx, { userId: input.userId, deviceId: input.deviceId });
    const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, input.userId));
    await recordUserAudit(tx, {
      userId: input.userId,
      actor: { type: 'user', id: input.userId, label: user.email, ip: input.ip },
      action: 'user.signed_in',
      summary: { method: input.method, newDevice },
    });
    if (newDevice && (await getNewSignInAlerts(tx, input.userId))) {
      await enqueueEmail(tx, {
        organizationId: null,
        to: user.email,
        template: 'new-sign-in',
        data: {
          name: user.name,
          when: `${formatLongDateTime(new Date())} (hora del centro de México)`,
          ip: input.ip,
          browser: input.userAgent?.slice(0, 200) ?? null,
        },
      });
    }
    return { sessionId, newDevice };
  });
}
