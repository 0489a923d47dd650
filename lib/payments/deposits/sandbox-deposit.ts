// POST /api/v1/sandbox/deposits (docs/payments.md "The bank", test mode): asks the bank simulator to send a SPEI
// transfer to the test organization's own CLABE, so the money arrives by the real path (the simulator's signed callback
// to POST /api/bank/deposits, receiveDeposit) and answers the deposit that callback recorded. Test mode only: a live
// organization's balance is real money (409).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import type { DbOrTx } from '@/db/client';
import { bankDeposits } from '@/db/schema';
import { organizationMode } from '@/lib/organizations/organization-mode';
import { config } from '@/lib/platform/config';
import { getDb } from '@/lib/platform/db';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { requestSimulatedTransfer } from '../bank/simulator-client';
import { ensureOrganizationClabe } from '../clabe';
import { depositBody, type DepositBody } from './deposit-body';

const MAX_SANDBOX_DEPOSIT_PESOS = 1_000_000;

export const sandboxDepositRequestSchema = z.strictObject({
  amount: z
    .number()
    .positive('debe ser mayor que 0')
    .max(MAX_SANDBOX_DEPOSIT_PESOS, `no puede pasar de ${MAX_SANDBOX_DEPOSIT_PESOS.toLocaleString('es-MX')} pesos`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'admite como máximo 2 decimales')
    .meta({ description: 'Pesos (IVA incluido), más de 0 y como máximo 2 decimales' }),
  payerName: z.string().trim().min(1).max(40).optional().meta({ description: 'El nombre del ordenante; por omisión uno de prueba' }),
  concept: z.string().trim().min(1).max(40).optional().meta({ description: 'El concepto del pago; por omisión RECARGA DE SALDO' }),
});
export type SandboxDepositRequest = z.infer<typeof sandboxDepositRequestSchema>;

export async function simulateDeposit(db: DbOrTx, input: { organizationId: string; request: SandboxDepositRequest }): Promise<DepositBody> {
  if ((await organizationMode(db, input.organizationId)) !== 'test') {
    throw new DomainError(
      'conflict',
      'Las transferencias simuladas solo existen en modo de prueba: usa una clave flt_test_ o cambia a modo de prueba.',
    );
  }
  const { BANK_API_URL, BANK_API_KEY, BANK_WEBHOOK_SECRET } = config();
  if (!BANK_API_URL || !BANK_API_KEY || !BANK_WEBHOOK_SECRET) {
    throw new DomainError('service_unavailable', 'Las transferencias SPEI no están configuradas en este servidor.');
  }
  // Assigned outside the caller's transaction (an idempotent request runs in one): the bank's callback comes back on
  // another connection and must find this CLABE.
  const { clabe } = await ensureOrganizationClabe(getDb(), { organizationId: input.organizationId });
  const { trackingKey } = await requestSimulatedTransfer(
    { apiUrl: BANK_API_URL, apiKey: BANK_API_KEY },
    { clabe, amountCentavos: Math.round(input.request.amount * 100), payerName: input.request.payerName, concept: input.request.concept },
  );
  const [deposit] = await db.select().from(bankDeposits).where(eq(bankDeposits.trackingKey, trackingKey));
  if (!deposit) {
    throw new DomainError('service_unavailable', 'El banco simulado envió la transferencia pero el aviso no llegó; intenta de nuevo.');
  }
  return depositBody(deposit);
}
