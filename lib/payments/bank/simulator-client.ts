// The sandbox's one call to the bank simulator (simulators/bank/server.ts, docs/payments.md "The bank"): POST
// <BANK_API_URL>/simulaciones/abonos asks it to send a SPEI transfer to a CLABE, which arrives by the real signed
// callback (POST /api/bank/deposits). Only the simulator serves that path and marks its answers with
// `Simulador-Banco: envios-mx`; any other bank (no such header) is refused before its answer is read.
import { DomainError } from '@/lib/platform/errors/domain-error';

export const BANK_SIMULATOR_HEADER = 'simulador-banco';

export type SimulatedTransfer = { clabe: string; amountCentavos: number; payerName?: string; concept?: string };

/** Asks the simulator for the transfer; resolves with the tracking key of the abono it sent and our service's answer. */
export async function requestSimulatedTransfer(
  bank: { apiUrl: string; apiKey: string },
  transfer: SimulatedTransfer,
): Promise<{ trackingKey: string; answer: unknown }> {
  const notSimulator = () =>
    new DomainError(
      'service_unavailable',
      'El banco configurado (BANK_API_URL) no es el simulador: las transferencias simuladas solo existen con el banco simulado.',
    );
  let res: Awaited<ReturnType<typeof fetch>>;
  try {
    res = await fetch(new URL('simulaciones/abonos', bank.apiUrl.endsWith('/') ? bank.apiUrl : `${bank.apiUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bank.apiKey}` },
      body: JSON.stringify({
        clabe: transfer.clabe,
        monto: transfer.amountCentavos / 100,
        ...(transfer.payerName ? { nombreOrdenante: transfer.payerName } : {}),
        ...(transfer.concept ? { concepto: transfer.concept } : {}),
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new DomainError('service_unavailable', 'El banco simulado no respondió; intenta de nuevo en unos segundos.');
  }
  if (res.headers.get(BANK_SIMULATOR_HEADER) !== 'envios-mx') {
    await res.body?.cancel();
    throw notSimulator();
  }
  const body = (await res.json().catch(() => null)) as { abono?: { claveRastreo?: unknown }; respuesta?: unknown } | null;
  const trackingKey = body?.abono?.claveRastreo;
  if (!res.ok || typeof trackingKey !== 'string') {
    throw new DomainError('service_unavailable', 'El banco simulado no pudo enviar la transferencia; intenta de nuevo en unos segundos.');
  }
  return { trackingKey, answer: body?.respuesta ?? null };
}
