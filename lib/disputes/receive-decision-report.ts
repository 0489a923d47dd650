// POST /api/provider/events with "type": "dispute_decision", after the signature check (lib/provider-intake/report-types.ts
// dispatches on `type`): the report's schema, then receiveDisputeDecision; each outcome logged.
import { ZodError } from 'zod';
import type { Db } from '@/db/client';
import { adjustmentBody } from '@/lib/adjustments/adjustment-body';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatZodError } from '@/lib/platform/errors/zod-es';
import { log } from '@/lib/platform/log';
import { MAX_REPORT_CLOCK_SKEW_MS } from '@/lib/provider-intake/receive-provider-report';
import { receiveDisputeDecision } from './decide-dispute';
import { disputeDecisionReportSchema, type DisputeDecisionReport, type DisputeDecisionResponse } from './schemas';

/** `body` is the JSON of a report whose signature was verified. */
export async function receiveVerifiedDisputeDecision(
  db: Db,
  { body, requestId }: { body: unknown; requestId: string },
): Promise<DisputeDecisionResponse> {
  let report: DisputeDecisionReport | undefined;
  try {
    report = disputeDecisionReportSchema.parse(body);
    if (new Date(report.dateTimeISO).getTime() > Date.now() + MAX_REPORT_CLOCK_SKEW_MS) {
      throw new DomainError('validation_error', 'El campo dateTimeISO no puede estar en el futuro');
    }
    const result = await receiveDisputeDecision(db, report);
    log.info(result.outcome === 'duplicate' ? 'duplicate dispute decision acknowledged' : 'dispute decision received', {
      requestId,
      adjustmentId: result.adjustment.id,
      orderId: result.adjustment.orderId,
      reference: report.reference,
      outcome: result.outcome,
    });
    return { received: true, type: 'dispute_decision', outcome: result.outcome, adjustment: adjustmentBody(result.adjustment) };
  } catch (error) {
    if (error instanceof DomainError || error instanceof ZodError) {
      log.warn('dispute decision rejected', {
        requestId,
        reason: error instanceof DomainError ? error.code : 'validation_error',
        detail: error instanceof ZodError ? formatZodError(error) : error.message,
        adjustmentId: report?.adjustmentId,
        measurementReference: report?.measurementReference,
        reference: report?.reference,
      });
    }
    throw error;
  }
}
