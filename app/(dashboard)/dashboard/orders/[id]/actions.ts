'use server';
// Order actions of the dashboard: cancel (pending/created), approve a requested return, and the sandbox
// simulator's "next status". Admins and owners only; the organization always comes from the session.
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { requireOrgAction } from '@/lib/auth/session';
import { runAction } from '@/lib/dashboard/action-result';
import { cancelOrder } from '@/lib/orders/cancel-order';
import { cancelOrderSchema } from '@/lib/orders/schemas';
import { advanceSandboxOrder } from '@/lib/provider-intake/advance-sandbox-order';
import { approveReturn } from '@/lib/returns/approve-return';

export async function cancelOrderAction(input: { orderId: string; reason: string }) {
  return runAction('cancelOrder', async () => {
    const session = await requireOrgAction('admin');
    const { reason } = cancelOrderSchema.parse({ reason: input.reason });
    const result = await cancelOrder(getDb(), { organizationId: session.organizationId, orderId: input.orderId, reason });
    revalidatePath(`/dashboard/orders/${input.orderId}`);
    return { message: result.message };
  });
}

export async function approveReturnAction(orderId: string) {
  return runAction('approveReturn', async () => {
    const session = await requireOrgAction('admin');
    const result = await approveReturn(getDb(), { organizationId: session.organizationId, orderId });
    revalidatePath(`/dashboard/orders/${orderId}`);
    return { message: result.message };
  });
}

export async function advanceSandboxOrderAction(orderId: string) {
  return runAction('advanceSandboxOrder', async () => {
    const session = await requireOrgAction('admin');
    const result = await advanceSandboxOrder(getDb(), { organizationId: session.organizationId, orderId, input: {} });
    revalidatePath(`/dashboard/orders/${orderId}`);
    return { status: result.status };
  });
}
