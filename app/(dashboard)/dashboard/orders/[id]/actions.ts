'use server';
// Order actions of the dashboard: cancel (pending/created), approve a requested return, and the sandbox
// simulator's "next status". Admins and owners only; the organization always comes from the session
// (lib/http/server-action.ts).
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { orgAction } from '@/lib/http/server-action';
import { cancelOrder } from '@/lib/orders/cancel-order';
import { cancelOrderSchema } from '@/lib/orders/schemas';
import { advanceSandboxOrder } from '@/lib/provider-intake/advance-sandbox-order';
import { simulateMeasurement } from '@/lib/adjustments/sandbox-measurement';
import { formatPesos } from '@/lib/platform/money/format';
import { approveReturn } from '@/lib/returns/approve-return';

const orderId = z.string();

export const cancelOrderAction = orgAction(
  {
    name: 'cancelOrder',
    permission: 'orders:write',
    input: z.object({ orderId, reason: cancelOrderSchema.shape.reason }),
    labels: { reason: 'Motivo' },
  },
  async ({ session, input, actor }) => {
    const result = await cancelOrder(getDb(), {
      organizationId: session.organizationId,
      orderId: input.orderId,
      reason: input.reason,
      actor,
    });
    revalidatePath(`/dashboard/orders/${input.orderId}`);
    return { message: result.message };
  },
);

export const approveReturnAction = orgAction(
  { name: 'approveReturn', permission: 'orders:write', input: orderId },
  async ({ session, input: id, actor }) => {
    const result = await approveReturn(getDb(), { organizationId: session.organizationId, orderId: id, actor });
    revalidatePath(`/dashboard/orders/${id}`);
    return { message: result.message };
  },
);

export const advanceSandboxOrderAction = orgAction(
  { name: 'advanceSandboxOrder', permission: 'orders:write', input: orderId },
  async ({ session, input: id }) => {
    const result = await advanceSandboxOrder(getDb(), { organizationId: session.organizationId, orderId: id, input: {} });
    revalidatePath(`/dashboard/orders/${id}`);
    return { status: result.status };
  },
);

/** The sandbox provider measures the parcel (declared weight x 1.5 + 1 kg, same dimensions): a weight adjustment. */
export const simulateMeasurementAction = orgAction(
  { name: 'simulateMeasurement', permission: 'orders:write', input: orderId },
  async ({ session, input: id }) => {
    const result = await simulateMeasurement(getDb(), { organizationId: session.organizationId, orderId: id, input: {} });
    revalidatePath(`/dashboard/orders/${id}`);
    const amount = result.adjustment.amount;
    return {
      message:
        amount > 0
          ? `Medición registrada: se cargaron ${formatPesos(amount)} a tu saldo.`
          : amount < 0
            ? `Medición registrada: se abonaron ${formatPesos(-amount)} a tu saldo.`
            : 'Medición registrada: el peso cobrable no cambió.',
    };
  },
);
