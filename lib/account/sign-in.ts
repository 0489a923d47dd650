// Opening a dashboard session once every factor is checked (auth.ts calls it from the Credentials provider):
// the session row, the device record and, for users who asked for it, the new-device email, in one transaction.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { createUserSession } from '@/lib/auth/user-sessions';
import { enqueueEmail } from '@/lib/email/outbox';
import { rememberDevice } from './known-devices';
import { getNewSignInAlerts } from './profile';

const whenFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Mexico_City' });

export async function openSignedInSession(
  db: Db,
  input: { userId: string; ip: string | null; userAgent: string | null; deviceId: string },
): Promise<{ sessionId: string; newDevice: boolean }> {
  return db.transaction(async (tx) => {
    const sessionId = await createUserSession(tx, { userId: input.userId, ip: input.ip, userAgent: input.userAgent });
    const newDevice = await rememberDevice(tx, { userId: input.userId, deviceId: input.deviceId });
    if (newDevice && (await getNewSignInAlerts(tx, input.userId))) {
      const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, input.userId));
      await enqueueEmail(tx, {
        organizationId: null,
        to: user.email,
        template: 'new-sign-in',
        data: {
          name: user.name,
          when: `${whenFormat.format(new Date())} (hora del centro de México)`,
          ip: input.ip,
          browser: input.userAgent?.slice(0, 200) ?? null,
        },
      });
    }
    return { sessionId, newDevice };
  });
}
