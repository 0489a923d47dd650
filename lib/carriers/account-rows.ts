// How a carrier account's row changes when it is saved or removed (docs/carriers.md, "Accounts"): an order keeps the
// account it was bought with (orders.carrier_account_id, a foreign key), so a row that orders name is never replaced
// by another carrier account's credentials nor deleted. Saving the same carrier account (the same public fields: its
// account number) with new secrets updates it in place, and its orders use the new secrets (the old ones may be
// revoked). Saving another carrier account retires the old row (kept, with its credentials, for its orders) and
// adds a new one. Removing it is refused while orders bought with it are still in course (409); once they are all
// over, the row is retired with its credentials wiped, or deleted when no order names it.
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { carrierAccounts, orders } from '@/db/schema';
import type { OrderStatus } from '@/model/orders';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { CarrierModule } from '@/lib/providers/carrier';

type AccountRow = typeof carrierAccounts.$inferSelect;
type Owner = { organizationId: string | null };
type Values = Pick<AccountRow, 'credentialsCiphertext' | 'credentialsPreview' | 'enabled' | 'validatedAt' | 'updatedAt'>;

/** Orders in these states are over: the carrier does nothing more for them. */
const OVER: OrderStatus[] = ['delivered', 'cancelled', 'failed', 'returned'];

/** The owner's current (not retired) account of `carrier`, locked. */
export async function currentAccount(db: DbOrTx, owner: Owner, carrier: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(carrierAccounts)
    .where(
      and(
        owner.organizationId === null ? isNull(carrierAccounts.organizationId) : eq(carrierAccounts.organizationId, owner.organizationId),
        eq(carrierAccounts.carrier, carrier),
        isNull(carrierAccounts.retiredAt),
      ),
    )
    .for('update');
  return row;
}

async function countOrders(db: DbOrTx, accountId: string, inCourseOnly: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.carrierAccountId, accountId), inCourseOnly ? notInArray(orders.status, OVER) : undefined));
  return row.n;
}

/** Saves `values` as the owner's account of `module`: in place, or beside the old row that orders keep. */
export async function writeAccount(
  db: DbOrTx,
  input: Owner & { module: CarrierModule; values: Values },
): Promise<{ row: AccountRow; replaced: boolean }> {
  const { module, values } = input;
  const current = await currentAccount(db, input, module.name);
  const sameAccount =
    current !== undefined &&
    module.publicCredentialFields.every((field) => (current.credentialsPreview[field] ?? '') === (values.credentialsPreview[field] ?? ''));
  if (current && (sameAccount || (await countOrders(db, current.id, false)) === 0)) {
    const [row] = await db.update(carrierAccounts).set(values).where(eq(carrierAccounts.id, current.id)).returning();
    return { row, replaced: false };
  }
  if (current) {
    await db.update(carrierAccounts).set({ retiredAt: new Date(), enabled: false }).where(eq(carrierAccounts.id, current.id));
  }
  const [row] = await db
    .insert(carrierAccounts)
    .values({ organizationId: input.organizationId, carrier: module.name, ...values })
    .returning();
  return { row, replaced: current !== undefined };
}

/** Removes the owner's account of `module`; null when there is none. */
export async function removeAccount(
  db: DbOrTx,
  input: Owner & { module: CarrierModule },
): Promise<{ id: string; retired: boolean } | null> {
  const current = await currentAccount(db, input, input.module.name);
  if (!current) return null;
  const inCourse = await countOrders(db, current.id, true);
  if (inCourse > 0) {
    throw new DomainError(
      'carrier_account_in_use',
      `La cuenta de ${input.module.displayName} tiene ${inCourse} ${inCourse === 1 ? 'envío en curso comprado' : 'envíos en curso comprados'} con ella, que se cancelan, recolectan y rastrean con sus credenciales: no se puede eliminar todavía. Desactívala para que no se use en envíos nuevos y elimínala cuando esos envíos terminen.`,
    );
  }
  if ((await countOrders(db, current.id, false)) > 0) {
    // Orders that are over still name it: the row stays for them, its credentials are gone for good.
    await db
      .update(carrierAccounts)
      .set({ retiredAt: new Date(), enabled: false, credentialsCiphertext: '', credentialsPreview: {}, updatedAt: new Date() })
      .where(eq(carrierAccounts.id, current.id));
    return { id: current.id, retired: true };
  }
  await db.delete(carrierAccounts).where(eq(carrierAccounts.id, current.id));
  return { id: current.id, retired: false };
}
