'use server';
// The organization's own carrier accounts (carriers:manage): save (validated with the carrier first), turn on or off,
// delete; each with its audit entry. They belong to the live organization whatever the dashboard's mode (docs/modes.md).
import { revalidatePath } from 'next/cache';
import { deleteCarrierAccount, saveCarrierAccount, setCarrierAccountEnabled } from '@/lib/carriers/carrier-accounts';
import { carrierActionInput, carrierToggleInput, carrierSaveInput } from '@/lib/carriers/schemas';
import { orgAction } from '@/lib/http/server-action';
import { getDb } from '@/lib/platform/db';

export const saveCarrierAccountAction = orgAction(
  { name: 'saveCarrierAccount', permission: 'carriers:manage', input: carrierSaveInput },
  async ({ session, input, actor }) => {
    const saved = await saveCarrierAccount(getDb(), { organizationId: session.membership.organizationId, ...input, actor });
    revalidatePath('/dashboard/paqueterias');
    return saved;
  },
);

export const setCarrierAccountEnabledAction = orgAction(
  { name: 'setCarrierAccountEnabled', permission: 'carriers:manage', input: carrierToggleInput },
  async ({ session, input, actor }) => {
    const saved = await setCarrierAccountEnabled(getDb(), { organizationId: session.membership.organizationId, ...input, actor });
    revalidatePath('/dashboard/paqueterias');
    return saved;
  },
);

export const deleteCarrierAccountAction = orgAction(
  { name: 'deleteCarrierAccount', permission: 'carriers:manage', input: carrierActionInput },
  async ({ session, input, actor }) => {
    await deleteCarrierAccount(getDb(), { organizationId: session.membership.organizationId, carrier: input.carrier, actor });
    revalidatePath('/dashboard/paqueterias');
    return { carrier: input.carrier, deleted: true };
  },
);
