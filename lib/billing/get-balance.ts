// An organization's prepaid balance in centavos (0 for an organization that does not exist).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';

export async function getBalanceCentavos(db: DbOrTx, input: { organizationId: string }): Promise<number> {
  const [org] = await db
    .select({ balance: organizations.balanceCentavos })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  return org?.balance ?? 0;
}
