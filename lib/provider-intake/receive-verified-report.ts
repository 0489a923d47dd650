// POST /api/provider/events after its wrapper (lib/http/with-provider-signature.ts) has checked the
// signature and parsed the JSON: the report's schema, then receiveProviderReport, each outcome logged.
import { ZodError } from 'zod';
import type { Db } from '@/db/client';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatZodError } from '@/lib/platform/errors/zod-es';
import { log } from '@/lib/platform/log';
import { receiveProviderReport, type IntakeResult } from './receive-provider-report';
import { providerReportSchema, type ProviderReport, type ProviderReportResponse } from './schemas';

/**
 * Logs a refused report with its reason (never the secret or the signature). Every step that can refuse
 * one calls this: the signature wrapper before the report is read, this file after.
 */
export function logRejectedProviderReport(requestId: string, error: unknown, report?: ProviderReport): void {
  if (!(error instanceof DomainError || error instanceof ZodError)) return;
  log.warn('provider report rejected', {
    requestId,
    reason: error instanceof DomainError ? error.code : 'validation_error',
    detail: error instanceof ZodError ? formatZodError(error) : error.message,
    trackingNumber: report?.value,
    code: report?.StatusObj.code,
    dateTimeISO: report?.dateTimeISO,
  });
}

function toResponse(result: IntakeResult, trackingNumber: string): ProviderReportResponse {
  return {
    received: true,
    orderId: result.order.id,
    trackingNumber,
    status: result.order.status,
    applied: result.applied,
    outcome: result.outcome,
  };
}

/** `body` is the JSON of a report whose signature was verified; it is validated here, then applied. */
export async function receiveVerifiedProviderReport(db: Db, params: { body: unknown; requestId: string }): Promise<ProviderReportResponse> {
  const { body, requestId } = params;
  let report: ProviderReport | undefined;
  try {
    report = providerReportSchema.parse(body);
    const result = await receiveProviderReport(db, { report, raw: body as Record<string, unknown> });
    const fields = {
      requestId,
      orderId: result.order.id,
      trackingNumber: report.value,
      code: report.StatusObj.code,
      dateTimeISO: report.dateTimeISO,
    };
    if (result.outcome === 'stale')
      log.warn('provider report older than the latest applied: kept, status unchanged', { ...fields, status: result.order.status });
    else if (result.outcome === 'duplicate') log.info('duplicate provider report acknowledged', fields);
    else log.info('provider report received', { ...fields, outcome: result.outcome, from: result.previousStatus, to: result.order.status });
    return toResponse(result, report.value);
  } catch (error) {
    logRejectedProviderReport(requestId, error, report);
    throw error;
  }
}
