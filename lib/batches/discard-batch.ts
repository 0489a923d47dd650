// POST /api/v1/batches/{id}/discard and the "Descartar" of Lotes (issue 32.7): an unbought batch is set aside for
// good, so it cannot be bought by mistake later (an upload repeated by accident, a file with the wrong rows). Only a
// `validated` batch changes (an expired one too: it is recorded discarded); its rows stay as they are, nothing was
// charged. Asking again answers the batch as it is; a batch that was already bought is a 409 `conflict`.
//
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batches } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { toPesos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { batchAlreadyBoughtMessage } from './expiry';
import { findBatch, serializeBatch } from './get-batch';
import type { BatchSummary } from './schemas';

export async function discardBatch(db: Db, input: { organizationId: string; batchId: string; actor: AuditActor }): Promise<BatchSummary> {
  const { organizationId } = input;
  const batch = await findBatch(db, input);
  if (batch.status === 'validated') {
    await db.transaction(async (tx) => {
      const [updated] = await tx.execute<Record<string, unknown>>(sql`
        update ${batches} set status = 'discarded', discarded_at = now()
        where id = ${batch.id}::uuid and organization_id = ${organizationId}::uuid and status = 'validated'
        returning id`);
      if (!updated) return;
      await recordAudit(tx, {
        organizationId,
        actor: input.actor,
        action: 'batch.discarded',
        target: { type: 'batch', id: batch.id },
        summary: { before: { rows: batch.valid, quotedTotal: toPesos(batch.quotedCentavos) } },
      });
    });
  }
  const now = await findBatch(db, input);
  if (now.status === 'processing' || now.status === 'completed') throw new DomainError('conflict', batchAlreadyBoughtMessage);
  return serializeBatch(now);
}
