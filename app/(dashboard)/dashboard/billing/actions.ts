'use server';
// Billing page actions: the low-balance threshold (billing:manage; audited in lib/billing/low-balance-threshold.ts).
import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/platform/db';
import { lowBalanceThresholdSchema, setLowBalanceThreshold } from '@/lib/billing/low-balance-threshold';
import { orgAction } from '@/lib/http/server-action';

export const setLowBalanceThresholdAction = orgAction(
  {
    name: 'setLowBalanceThreshold',
    permission: 'billing:manage',
    input: lowBalanceThresholdSchema,
    labels: { thresholdPesos: 'Umbral (MXN)' },
  },
  async ({ session, input, actor }) => {
    const result = await setLowBalanceThreshold(getDb(), {
      organizationId: session.organizationId,
      thresholdCentavos: input.thresholdPesos,
      actor,
    });
    revalidatePath('/dashboard', 'layout');
    return result;
  },
);
