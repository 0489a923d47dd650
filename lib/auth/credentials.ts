// Email + password check of the dashboard sign-in. Unknown emails cost the same scrypt work as known ones,
// so response time does not reveal which addresses have an account.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { isSafeText } from '@/lib/platform/text/safe-text';
import { normalizeEmail } from '@/lib/users/create-user';

let dummyHash: Promise<string> | undefined;

export type SignedInUser = { id: string; email: string; name: string | null };

export async function verifyCredentials(
  db: DbOrTx,
  { email, password }: { email: string; password: string },
): Promise<SignedInUser | null> {
  // Text no account can have (a NUL, a lone surrogate: lib/platform/text) must not reach PostgreSQL: an unknown email.
  const [user] = isSafeText(email)
    ? await db
        .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
    : [];
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  return { id: user.id, email: user.email, name: user.name };
}
