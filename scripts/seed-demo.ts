// First start in development: a demo organization and a demo dashboard user, when there are no users yet.
import { count } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
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

/**
 * With the carrier simulators running (npm run dev), the platform's accounts with them, so the demo quotes and ships
 * with every carrier from the first start (docs/carriers.md, "Simulators"). Each is validated by its simulator as any
 * account is on save; one that fails is reported and left out.
 */
export async function seedDemoCarriers(db: Db, accounts: Record<string, Record<string, string>>): Promise<string[]> {
  const saved: string[] = [];
  for (const [carrier, credentials] of Object.entries(accounts)) {
    try {
      await saveCarrierAccount(db, { organizationId: null, carrier, credentials, actor: { type: 'system', label: 'Sistema' } });
      saved.push(carrier);
    } catch (error) {
      console.warn(`Aviso: no se configuró la paquetería simulada ${carrier}: ${(error as Error).message}`);
    }
  }
  return saved;
}
