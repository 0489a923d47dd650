// Platform admin: a new organization (opening balance as a ledger credit) and, optionally, its first owner.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import type { AuditActor } from '@/lib/audit/record-audit';
import { toCentavos } from '@/lib/billing/ledger';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import type { CreateOrganizationWithOwner } from './schemas';

/**
 * The organization and its owner are separate transactions in their domain functions, so a failed owner (e.g. an
 * email already in use) removes the organization just created: nothing half-made is left behind. The owner's
 * membership is audited (member.added) by `actor`, the platform admin, in the owner's transaction.
 */
export async function createOrganizationWithOwner(
  db: Db,
  input: CreateOrganizationWithOwner & { actor?: AuditActor },
): Promise<{ id: string }> {
  const org = await createOrganization(db, {
    name: input.name,
    balanceCentavos: input.openingBalance ? toCentavos(input.openingBalance) : 0,
    whiteLabelEnabled: input.whiteLabelEnabled ?? false,
    brandName: input.brandName || null,
  });
  if (input.ownerEmail) {
    try {
      await createUser(db, {
        email: input.ownerEmail,
        password: input.ownerPassword ?? '',
        organizationId: org.id,
        role: 'owner',
        actor: input.actor,
      });
    } catch (error) {
      await db.delete(organizations).where(eq(organizations.id, org.id));
      throw error;
    }
  }
  return { id: org.id };
}
