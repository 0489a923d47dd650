'use server';
// Billing page actions: the low-balance threshold (billing:manage; audited in lib/billing/low-balance-threshold.ts) and,
// in test mode, play money for the test twin (lib/organizations/test-mode.ts addTestBalance; docs/modes.md).
import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/platform/db';
import { lowBalanceThresholdSchema, setLowBalanceThreshold } from '@/lib/billing/low-balance-threshold';
import { orgAction } from '@/lib/http/server-action';
import { addTestBalance } from '@/lib/organizations/test-mode';
import { z } from 'zod';

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

/** Whoever sees the test balance may add to it: play money, refused outside test mode. */
export const addTestBalanceAction = orgAction(
  { name: 'addTestBalance', permission: 'billing:read', input: z.undefined() },
  async ({ session, actor }) => {
    const result = await addTestBalance(getDb(), { organizationId: session.organizationId, actor });
    revalidatePath('/dashboard', 'layout');
    return result;
  },
);
