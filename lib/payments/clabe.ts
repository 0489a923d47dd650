// Each organization's own CLABE (docs/payments.md "Decisions"): the platform's bank code and branch (configuration),
// an 11-digit account number from the sequence organization_clabe_account_seq, and the check digit computed by
// clabe-validator, which also validates the whole. Assigned once, on first need, and never changed.
import { eq, sql } from 'drizzle-orm';
import { clabe as clabeValidator } from 'clabe-validator';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { organizationClabes, organizations } from '@/db/schema';
import { config } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';

export const CLABE_ACCOUNT_DIGITS = 11;

/** The 18-digit CLABE of `accountNumber` under a bank code and branch (3 digits each); throws when it does not validate. */
export function buildClabe(bankCode: string, branch: string, accountNumber: number): string {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{3}$/.test(branch)) throw new Error('bank code and branch are 3 digits each');
  if (!Number.isSafeInteger(accountNumber) || accountNumber < 1 || accountNumber >= 10 ** CLABE_ACCOUNT_DIGITS) {
    throw new Error(`the account number must be 1 to ${CLABE_ACCOUNT_DIGITS} digits`);
  }
  const first17 = `${bankCode}${branch}${String(accountNumber).padStart(CLABE_ACCOUNT_DIGITS, '0')}`;
  const checksum = clabeValidator.computeChecksum(first17);
  if (checksum === null) throw new Error('clabe-validator computed no check digit');
  const result = `${first17}${checksum}`;
  const check = clabeValidator.validate(result);
  // the branch (plaza) may be one the library's list does not know: the bank must be one (999 is listed as N/A) and
  // the check digit the library's
  const bank = clabeValidator.banksMap[Number(bankCode)];
  if (!bank?.tag || bank.tag === 'N/A' || !check.valid.bank || check.checksum !== checksum) {
    throw new Error(`the CLABE built does not validate: ${check.message}`);
  }
  return result;
}

/** The bank's short name of a CLABE (clabe-validator's list of Banxico bank codes: STP, BBVA MEXICO, ...). */
export function clabeBankName(value: string): string {
  const bank = clabeValidator.banksMap[Number(value.slice(0, 3))];
  return bank?.tag ?? bank?.name ?? value.slice(0, 3);
}

/** Whether the bank's deposit callbacks are accepted (BANK_WEBHOOK_SECRET set): only then is a CLABE worth showing. */
export function depositsEnabled(): boolean {
  return Boolean(config().BANK_WEBHOOK_SECRET);
}

export type OrganizationClabeView = { clabe: string; beneficiaryName: string; bankName: string; createdAt: Date };

function view(row: { clabe: string; createdAt: Date }): OrganizationClabeView {
  return {
    clabe: row.clabe,
    beneficiaryName: config().BANK_BENEFICIARY_NAME,
    bankName: clabeBankName(row.clabe),
    createdAt: row.createdAt,
  };
}

/** The organization's CLABE, or null when none was assigned yet. */
export async function findOrganizationClabe(db: DbOrTx, input: { organizationId: string }): Promise<OrganizationClabeView | null> {
  const [row] = await db.select().from(organizationClabes).where(eq(organizationClabes.organizationId, input.organizationId));
  return row ? view(row) : null;
}

/**
 * The organization's CLABE, assigning it the first time: a new account number from the sequence, the row inserted with
 * `on conflict do nothing` (two first calls at once: one wins, the other's number is simply never used), then read.
 */
export async function ensureOrganizationClabe(db: DbOrTx, input: { organizationId: string }): Promise<OrganizationClabeView> {
  const existing = await findOrganizationClabe(db, input);
  if (existing) return existing;
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.organizationId));
  if (!organization) throw new DomainError('not_found', 'La organización no existe.');
  const [next] = await db.execute<{ n: string }>(sql`select nextval('organization_clabe_account_seq') as n`);
  const accountNumber = Number(next.n);
  const { BANK_CLABE_BANK_CODE, BANK_CLABE_BRANCH } = config();
  await db
    .insert(organizationClabes)
    .values({
      organizationId: input.organizationId,
      clabe: buildClabe(BANK_CLABE_BANK_CODE, BANK_CLABE_BRANCH, accountNumber),
      accountNumber,
    })
    .onConflictDoNothing({ target: organizationClabes.organizationId });
  const assigned = await findOrganizationClabe(db, input);
  if (!assigned) throw new Error('the CLABE was neither assigned nor found');
  return assigned;
}

/** The organization a CLABE belongs to, or null (a CLABE the platform never assigned). */
export async function organizationOfClabe(db: DbOrTx, value: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: organizationClabes.organizationId })
    .from(organizationClabes)
    .where(eq(organizationClabes.clabe, value));
  return row?.organizationId ?? null;
}

export const organizationClabeResponseSchema = z.object({
  clabe: z.string().meta({ description: 'La CLABE propia de la organización (18 dígitos) para recibir transferencias SPEI' }),
  beneficiaryName: z.string().meta({ description: 'El nombre del beneficiario que el ordenante escribe en la transferencia' }),
  bankName: z.string().meta({ description: 'El banco de la CLABE' }),
  transfersEnabled: z
    .boolean()
    .meta({ description: 'false mientras el servidor no tenga configurado el banco: las transferencias no se acreditan' }),
});
export type OrganizationClabeResponse = z.infer<typeof organizationClabeResponseSchema>;

/** GET /api/v1/billing/clabe: the organization's CLABE, assigned on this first need. */
export async function organizationClabeJson(db: DbOrTx, input: { organizationId: string }): Promise<OrganizationClabeResponse> {
  const { clabe, beneficiaryName, bankName } = await ensureOrganizationClabe(db, input);
  return { clabe, beneficiaryName, bankName, transfersEnabled: Boolean(config().BANK_WEBHOOK_SECRET) };
}
