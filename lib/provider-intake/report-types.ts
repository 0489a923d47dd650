// The report types of POST /api/provider/events, one entry each: a body without `type` is a status report (as it always
// was); `type` names any other kind. Each handler gets the verified JSON and answers the 200 body. To add a report type,
// add one entry here (and its schema to the operation in lib/http/openapi/operations/ and docs/api/tracking.md).
import type { Db } from '@/db/client';
import { receiveVerifiedMeasurementReport } from '@/lib/adjustments/receive-measurement-report';
import { receiveVerifiedCodCollectionReport } from '@/lib/cod/receive-collection-report';
import { receiveVerifiedDisputeDecision } from '@/lib/disputes/receive-decision-report';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { receiveVerifiedProviderReport } from './receive-verified-report';

export type ReportHandler = (db: Db, params: { body: unknown; requestId: string }) => Promise<unknown>;

export const reportHandlersByType: Record<string, ReportHandler> = {
  measurement: receiveVerifiedMeasurementReport,
  dispute_decision: receiveVerifiedDisputeDecision,
  cod_collection: receiveVerifiedCodCollectionReport,
};

export const reportTypes = Object.keys(reportHandlersByType);

/** Sends a verified report to the handler of its `type` (none: a status report). Unknown type: 400. */
export function dispatchProviderReport(db: Db, params: { body: unknown; requestId: string }): Promise<unknown> {
  const body = params.body;
  const type = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { type?: unknown }).type : undefined;
  if (type === undefined) return receiveVerifiedProviderReport(db, params);
  const handler = typeof type === 'string' && Object.hasOwn(reportHandlersByType, type) ? reportHandlersByType[type] : undefined;
  if (!handler) {
    const known = Object.keys(reportHandlersByType).join(', ');
    return Promise.reject(
      new DomainError(
        'validation_error',
        `El campo type no es un tipo de reporte conocido (${known}); un reporte de estado no lleva type.`,
      ),
    );
  }
  return handler(db, params);
}
