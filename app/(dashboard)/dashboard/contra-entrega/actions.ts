'use server';
// The COD page's actions: resolve a discrepancy (accept the collected amount or open a claim), for finance, owners and
// admins (billing:manage); the domain function checks the organization, the order and the state, and audits it. The
// page refreshes itself after a success (useActionMutation).
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { discrepancyActions, resolveCodDiscrepancy } from '@/lib/cod/resolve-discrepancy';
import { orgAction } from '@/lib/http/server-action';

const input = z.strictObject({
  orderId: z.uuid('El pedido no existe.'),
  action: z.enum(discrepancyActions, 'Elige aceptar el monto cobrado o abrir un reclamo.'),
});

export const resolveCodDiscrepancyAction = orgAction(
  { name: 'resolveCodDiscrepancy', permission: 'billing:manage', input },
  async ({ session, input, actor }) => {
    const order = await resolveCodDiscrepancy(getDb(), { organizationId: session.organizationId, ...input, actor });
    return { orderId: order.orderId, discrepancyStatus: order.discrepancyStatus };
  },
);
