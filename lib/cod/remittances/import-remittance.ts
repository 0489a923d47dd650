// Imports a parsed remittance (docs/cod.md "Remittances") in ONE transaction: nothing is half-applied, a failure
// rolls everything back. Idempotent by the remittance reference: imports of one reference serialize on an advisory
// lock of the reference, and the second finds the first's row and answers its report (`duplicate: true`) paying
// nothing when its file is the same (same SHA-256); another file under a reference already imported is a 409 and
// changes nothing (corrections come under a new reference). Lines are matched to orders by the provider's tracking
// number in set-based statements (arrays, not a query per line); the collections found are locked (FOR UPDATE, in
// order-id order) before their state is read. A not_collected line of a COD order still pending waits: it is settled
// when the collection report arrives (lib/cod/remittances/settle-waiting-line.ts).
// Outcomes (model/cod.ts): matched (collected or lost, same amount as collected: remitted, then paid out through
// lib/cod/payout.ts), amount_differs, unknown_guide, not_collected, already_remitted (also a guide repeated in the
// same file: the second line pays nothing).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatMxn } from '@/lib/platform/money/format';
import type { CodStatus, RemittanceLineOutcome } from '@/model/cod';
import { codStatusesThatMayBecome } from '../cod-states';
import type { ParsedRemittance, RemittanceLineInput } from './parse-remittance';
import { payOutMatched } from './pay-out-matched';
import { loadRemittanceReport, type RemittanceReport } from './remittance-report';

export type ImportRemittanceInput = {
  remittance: ParsedRemittance;
  /** the file's bytes (their SHA-256 is kept) and name */
  bytes: Uint8Array;
  fileName?: string | null;
  source: 'api' | 'cli' | 'sandbox';
  /** an operator key's name, a platform admin's email, or "cli" */
  importedBy: string;
  /** lines of the answer's report (the rest: GET /cod/remittances/{id}) */
  lineLimit?: number;
};

type Found = { tracking: string; order_id: string; organization_id: string; is_cod: boolean };
type Locked = { order_id: string; status: string; collected_centavos: string | null };
type Decided = RemittanceLineInput & {
  outcome: RemittanceLineOutcome;
  orderId: string | null;
  organizationId: string | null;
  message: string | null;
};

/** One array parameter, always sent as text[] (postgres.js serializes that one surely) and cast by the statement. */
const param = (values: unknown[]) => sql`${sql.param(values.map((v) => (v === null || v === undefined ? null : String(v))))}::text[]`;

/** The collection states a matched line may remit (lib/cod/cod-states.ts: collected and lost). */
const remittable: readonly CodStatus[] = codStatusesThatMayBecome('remitted');

function decide(line: RemittanceLineInput, firstLine: number, order: Found | undefined, collection: Locked | undefined): Decided {
  const base = {
    ...line,
    orderId: order?.order_id ?? null,
    organizationId: order?.organization_id ?? null,
  };
  if (!order) return { ...base, outcome: 'unknown_guide', message: `No hay un pedido con la guía ${line.trackingNumber}.` };
  if (firstLine !== line.lineNumber) {
    return {
      ...base,
      outcome: 'already_remitted',
      message: `La guía se repite: ya viene en la línea ${firstLine} de esta remesa; esta línea no se paga.`,
    };
  }
  if (!order.is_cod) return { ...base, outcome: 'not_collected', message: 'El pedido no es contra entrega.' };
  const status = collection?.status ?? 'pending';
  if (status === 'remitted' || status === 'paid_out') {
    return { ...base, outcome: 'already_remitted', message: 'El cobro de este pedido ya se remitió en otra remesa.' };
  }
  if (!remittable.includes(status as CodStatus)) {
    const why = status === 'refused' ? 'el destinatario no pagó (cobro rechazado)' : 'el proveedor no ha reportado el cobro';
    return { ...base, outcome: 'not_collected', message: `El cobro no está registrado: ${why}.` };
  }
  const collected = Number(collection!.collected_centavos);
  if (collected !== line.amountCentavos) {
    return {
      ...base,
      outcome: 'amount_differs',
      message: `La remesa trae ${formatMxn(line.amountCentavos)} y el cobro registrado es de ${formatMxn(collected)}; no se movió dinero.`,
    };
  }
  return { ...base, outcome: 'matched', message: null };
}

async function matchLines(tx: Tx, lines: RemittanceLineInput[]): Promise<Decided[]> {
  const firstLineOf = new Map<string, number>();
  for (const line of lines) if (!firstLineOf.has(line.trackingNumber)) firstLineOf.set(line.trackingNumber, line.lineNumber);
  // The orders are key-share locked (in id order) before their collections are read: a collection report holds its
  // order FOR UPDATE, so it either commits first (its collection is read here and the line matches) or waits for this
  // import and then finds the line waiting (settle-waiting-line.ts). The lines' foreign key takes this lock anyway.
  const found = await tx.execute<Found>(sql`
    select o.provider_tracking_number as tracking, o.id as order_id, o.organization_id, o.is_cod
    from orders o where o.provider_tracking_number = any(${param([...firstLineOf.keys()])}::text[])
    order by o.id for key share`);
  const orders = new Map(found.map((row) => [row.tracking, row]));
  // The organizations' payout accounts are share-locked before any collection (the order a settings change takes them
  // in: cod_settings, then its open batch's collections): a CLABE removed meanwhile waits for this import, and its
  // release of the open batch (lib/cod/release-open-batch.ts) then sees every order this import put in it.
  await tx.execute(sql`
    select organization_id from cod_settings
    where organization_id = any(${param([...new Set(found.map((row) => row.organization_id))].sort())}::uuid[])
    order by organization_id for share`);
  // Locked in one order (by id) so two imports touching the same orders never deadlock.
  const locked = await tx.execute<Locked>(sql`
    select order_id, status, collected_centavos from cod_collections
    where order_id = any(${param(found.map((row) => row.order_id))}::uuid[]) order by order_id for update`);
  const collections = new Map(locked.map((row) => [row.order_id, row]));
  return lines.map((line) => {
    const order = orders.get(line.trackingNumber);
    return decide(line, firstLineOf.get(line.trackingNumber)!, order, order && collections.get(order.order_id));
  });
}

/** Imports the remittance, or answers the stored report of its reference (duplicate: true). */
export async function importRemittance(db: Db, input: ImportRemittanceInput): Promise<RemittanceReport> {
  const { remittance } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cod_remittance:${remittance.reference}`}, 0))`);
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');
    const [existing] = await tx.execute<{ id: string; file_sha256: string }>(
      sql`select id, file_sha256 from cod_remittances where reference = ${remittance.reference}`,
    );
    if (existing && existing.file_sha256 !== sha256) {
      throw new DomainError(
        'conflict',
        `La remesa ${remittance.reference} ya se importó con otro contenido; si el proveedor la corrigió, impórtala con una referencia nueva.`,
      );
    }
    if (existing) return loadRemittanceReport(tx, { id: existing.id, duplicate: true, lineLimit: input.lineLimit });

    const decided = await matchLines(tx, remittance.lines);
    const matched = decided.filter((line) => line.outcome === 'matched');
    const matchedCentavos = matched.reduce((sum, line) => sum + line.amountCentavos, 0);
    const [row] = await tx.execute<{ id: string }>(sql`
      insert into cod_remittances (reference, source, file_name, file_sha256, imported_by, line_count, total_centavos, matched_count, matched_centavos)
      values (${remittance.reference}, ${input.source}, ${input.fileName ?? null}, ${sha256},
        ${input.importedBy}, ${decided.length}, ${remittance.totalCentavos}, ${matched.length}, ${matchedCentavos})
      returning id`);
    const column = <T>(pick: (line: Decided) => T) => param(decided.map(pick));
    const inserted = await tx.execute<{ id: string; line_number: number }>(sql`
      insert into cod_remittance_lines (remittance_id, line_number, tracking_number, amount_centavos, collected_on, outcome, order_id, organization_id, message)
      select ${row.id}::uuid, v.line_number, v.tracking_number, v.amount_centavos, v.collected_on, v.outcome, v.order_id, v.organization_id, v.message
      from unnest(${column((l) => l.lineNumber)}::int[], ${column((l) => l.trackingNumber)}::text[], ${column((l) => l.amountCentavos)}::bigint[],
        ${column((l) => l.collectedOn)}::date[], ${column((l) => l.outcome)}::text[], ${column((l) => l.orderId)}::uuid[],
        ${column((l) => l.organizationId)}::uuid[], ${column((l) => l.message)}::text[])
        as v(line_number, tracking_number, amount_centavos, collected_on, outcome, order_id, organization_id, message)
      returning id, line_number`);
    if (matched.length > 0) await remitAndPayOut(tx, matched, new Map(inserted.map((line) => [Number(line.line_number), line.id])));
    return loadRemittanceReport(tx, { id: row.id, duplicate: false, lineLimit: input.lineLimit });
  });
}

/** Marks the matched collections remitted (one statement, guarded by the state table), then pays them out (pay-out-matched.ts). */
async function remitAndPayOut(tx: Tx, matched: Decided[], lineIds: Map<number, string>): Promise<void> {
  const moved = await tx.execute<{ order_id: string }>(sql`
    update cod_collections c
    set status = 'remitted', remitted_centavos = v.amount, remittance_line_id = v.line_id, remitted_at = now(), updated_at = now()
    from unnest(${param(matched.map((l) => l.orderId))}::uuid[], ${param(matched.map((l) => l.amountCentavos))}::bigint[],
      ${param(matched.map((l) => lineIds.get(l.lineNumber)))}::uuid[]) as v(order_id, amount, line_id)
    where c.order_id = v.order_id and c.status = any(${param(remittable as CodStatus[])})
    returning c.order_id`);
  if (moved.length !== matched.length) {
    throw new DomainError('conflict', 'El estado de un cobro cambió durante la importación de la remesa; vuelve a importarla.');
  }
  await payOutMatched(
    tx,
    matched.map((line) => ({
      orderId: line.orderId!,
      organizationId: line.organizationId!,
      remittedCentavos: line.amountCentavos,
      trackingNumber: line.trackingNumber,
    })),
  );
}
