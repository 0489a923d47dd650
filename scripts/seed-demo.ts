// First start in development: a demo organization and a demo dashboard user, when there are no users yet.
import { count } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';

export const DEMO_EMAIL = 'demo@envios.test';
export const DEMO_PASSWORD = 'demo-envios-2026';

export async function seedDemo(db: Db): Promise<{ organizationId: string } | null> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const org = await createOrganization(db, { name: 'Demo Envíos', balanceCentavos: 10_000_00, brandName: 'Demo Envíos' });
  await createUser(db, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    name: 'Demo',
    organizationId: org.id,
    role: 'owner',
    isPlatformAdmin: true,
  });
  return { organizationId: org.id };
}
