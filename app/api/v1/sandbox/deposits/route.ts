// POST /api/v1/sandbox/deposits — test mode: the bank simulator sends a SPEI transfer to the organization's CLABE;
// as any change of billing, a session needs billing:manage and a key every permission (*)
import { apiRoute } from '@/lib/http/api-route';
import { requireBillingChange } from '@/lib/http/billing-change-access';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { simulateDeposit } from '@/lib/payments/deposits/sandbox-deposit';

export const POST = apiRoute(operations.simulateDeposit, async ({ db, auth, organizationId, body }) => {
  requireBillingChange(auth, 'Simular una transferencia (un abono al saldo de prueba) requiere una clave con todos los permisos (*).');
  return json(await simulateDeposit(db, { organizationId, request: body }));
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
