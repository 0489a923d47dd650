'use server';
// The organization's own carrier accounts (carriers:manage): save (validated with the carrier first), turn on or off,
// delete; each with its audit entry. They belong to the live organization whatever the dashboard's mode (docs/modes.md).
// The page refreshes itself after each (useActionMutation).
import { deleteCarrierAccount, saveCarrierAccount, setCarrierAccountEnabled } from '@/lib/carriers/carrier-accounts';
import { carrierActionInput, carrierToggleInput, carrierSaveInput } from '@/lib/carriers/schemas';
import { orgAction } from '@/lib/http/server-action';
import { getDb } from '@/lib/platform/db';

export const saveCarrierAccountAction = orgAction(
  { name: 'saveCarrierAccount', permission: 'carriers:manage', input: carrierSaveInput },
  async ({ session, input, actor }) => saveCarrierAccount(getDb(), { organizationId: session.membership.organizationId, ...input, actor }),
);

export const setCarrierAccountEnabledAction = orgAction(
  { name: 'setCarrierAccountEnabled', permission: 'carriers:manage', input: carrierToggleInput },
  async ({ session, input, actor }) =>
    setCarrierAccountEnabled(getDb(), { organizationId: session.membership.organizationId, ...input, actor }),
);

export const deleteCarrierAccountAction = orgAction(
  { name: 'deleteCarrierAccount', permission: 'carriers:manage', input: carrierActionInput },
  async ({ session, input, actor }) => {
    await deleteCarrierAccount(getDb(), { organizationId: session.membership.organizationId, carrier: input.carrier, actor });
    return { carrier: input.carrier, deleted: true };
  },
);
