// The PAC adapter's cancellation (docs/payments.md "Invoices for the merchant"), on SW Sapien's public API as the
// stamp is: the request by CSD (POST /cfdi33/cancel/csd with the issuer's certificate and key in base64, the key's
// password, the issuer's RFC, the SAT's motivo and, for 01, the folioSustitucion), then the SAT's status of the CFDI
// (GET /cfdi33/cancel/status/{uuid}: estado and estatusCancelacion) to learn whether it is cancelled now or waits for
// the receiver's acceptance. Answers: cancelled, pending (en proceso), rejected (the receiver said no; the CFDI stays
// valid), active (the SAT has no request for it: e.g. the PAC never received ours). The CSD's password travels only
// in the request body to the PAC, over the configured URL, and is never logged. A test-mode twin's invoice (stamped by
// the PAC's test environment) is cancelled there too (PAC_TEST_*), never at the production PAC.
import { readFile } from 'node:fs/promises';
import { config } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { OrganizationMode } from '@/model/organizations';
import type { InvoiceCancellationReason } from '@/model/payments';

export type PacCancellationState = 'cancelled' | 'pending' | 'rejected' | 'active';

export type PacCancelRequest = { uuid: string; issuerRfc: string; reason: InvoiceCancellationReason; substituteUuid: string | null };

/** The PAC did not answer (network, timeout, 5xx): the request may or may not have reached it. */
export class PacUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PacUnavailableError';
  }
}

const TIMEOUT_MS = 20_000;

function pacSettings(mode: OrganizationMode) {
  const c = config();
  const url = mode === 'test' ? c.PAC_TEST_API_URL : c.PAC_API_URL;
  const token = mode === 'test' ? c.PAC_TEST_API_TOKEN : c.PAC_API_TOKEN;
  if (!url || !token || !c.CFDI_CSD_CERTIFICATE_PATH || !c.CFDI_CSD_KEY_PATH || !c.CFDI_CSD_PASSWORD) {
    throw new DomainError('service_unavailable', 'La facturación no está configurada: no se puede cancelar la factura.');
  }
  return {
    url: url.replace(/\/+$/, ''),
    token,
    cer: c.CFDI_CSD_CERTIFICATE_PATH,
    key: c.CFDI_CSD_KEY_PATH,
    password: c.CFDI_CSD_PASSWORD,
  };
}

async function call(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; mode: OrganizationMode },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const settings = pacSettings(init.mode);
  let res: Awaited<ReturnType<typeof fetch>>;
  try {
    res = await fetch(`${settings.url}${path}`, {
      method: init.method,
      headers: { Authorization: `bearer ${settings.token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PacUnavailableError(`el PAC no respondió: ${(error as Error).message}`);
  }
  const text = await res.text();
  if (res.status >= 500) throw new PacUnavailableError(`el PAC respondió ${res.status}`);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new PacUnavailableError(`el PAC respondió ${res.status} sin JSON`);
  }
  return { status: res.status, body };
}

/** The PAC's refusal as a Spanish 422 (its message names the SAT's reason). */
function refused(body: Record<string, unknown>): DomainError {
  const message = typeof body.message === 'string' ? body.message : 'sin detalle';
  return new DomainError('invoice_cancellation_refused', `El PAC rechazó la cancelación: ${message}`);
}

/** SW's answer to a cancellation request: data.uuid maps the UUID to the SAT's code (201 received, 202 already). */
export function readCancelAnswer(body: Record<string, unknown>, uuid: string): { code: string; acuse: string } | null {
  if (body.status !== 'success') return null;
  const data = body.data as { acuse?: unknown; uuid?: Record<string, unknown> } | undefined;
  const codes = Object.entries(data?.uuid ?? {}).find(([key]) => key.toLowerCase() === uuid.toLowerCase());
  if (!codes || typeof codes[1] !== 'string' || typeof data?.acuse !== 'string') return null;
  return { code: codes[1], acuse: data.acuse };
}

/** The SAT's status of a CFDI through the PAC of the invoice's organization's mode. */
export async function pacCancellationStatus(uuid: string, mode: OrganizationMode = 'live'): Promise<PacCancellationState> {
  const { body } = await call(`/cfdi33/cancel/status/${encodeURIComponent(uuid.toLowerCase())}`, { method: 'GET', mode });
  const data = body.data as { estado?: string; estatusCancelacion?: string } | undefined;
  if (body.status !== 'success' || !data) throw new PacUnavailableError('el PAC no dio el estado del CFDI');
  if (data.estado === 'Cancelado') return 'cancelled';
  if (data.estatusCancelacion === 'En proceso') return 'pending';
  if (data.estatusCancelacion === 'Solicitud rechazada') return 'rejected';
  return 'active';
}

/**
 * Asks the PAC to cancel, then reads the SAT's status. Throws DomainError invoice_cancellation_refused when the PAC
 * refuses the request (wrong reason, unknown UUID...), PacUnavailableError when it does not answer.
 */
export async function requestPacCancellation(
  request: PacCancelRequest,
  mode: OrganizationMode = 'live',
): Promise<{ state: PacCancellationState; acuse: string }> {
  const settings = pacSettings(mode);
  const [cer, key] = await Promise.all([readFile(settings.cer), readFile(settings.key)]);
  const { body } = await call('/cfdi33/cancel/csd', {
    method: 'POST',
    mode,
    body: {
      uuid: request.uuid.toLowerCase(),
      password: settings.password,
      rfc: request.issuerRfc,
      motivo: request.reason,
      foliosustitucion: request.substituteUuid?.toLowerCase() ?? '',
      b64Cer: cer.toString('base64'),
      b64Key: key.toString('base64'),
    },
  });
  const answer = readCancelAnswer(body, request.uuid);
  if (!answer) throw refused(body);
  return { state: await pacCancellationStatus(request.uuid, mode), acuse: answer.acuse };
}
