// First start in development seeds a demo organization and owner once, and never again.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { memberships, organizations, users } from '@/db/schema';
import { verifyPassword } from '@/lib/auth/password';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '@/scripts/seed-demo';

it('seeds a demo organization with balance and an owner who can sign in, only on an empty database', async () => {
  const seeded = await seedDemo(getDb());
  expect(seeded).not.toBeNull();
  const [org] = await getDb().select().from(organizations).where(eq(organizations.id, seeded!.organizationId));
  expect(org.balanceCentavos).toBe(10_000_00);
  const [user] = await getDb().select().from(users).where(eq(users.email, DEMO_EMAIL));
  expect(user.isPlatformAdmin).toBe(true);
  expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
  const [membership] = await getDb().select().from(memberships).where(eq(memberships.userId, user.id));
  expect(membership).toMatchObject({ organizationId: org.id, role: 'owner' });

  expect(await seedDemo(getDb())).toBeNull();
  expect(await getDb().select().from(users)).toHaveLength(1);
});
