'use server';
// The platform's carrier accounts (used by every organization without its own) and each organization's margin over
// carrier cost: platform admins only, checked on the server for every call (lib/http/server-action.ts). The page
// refreshes itself after each (useActionMutation).
import { deleteCarrierAccount, saveCarrierAccount, setCarrierAccountEnabled } from '@/lib/carriers/carrier-accounts';
import { setCarrierMargin, setCarrierMarginSchema } from '@/lib/carriers/carrier-margin';
import { carrierActionInput, carrierSaveInput, carrierToggleInput } from '@/lib/carriers/schemas';
import { sessionActor } from '@/lib/http/audit-actor';
import { platformAdminAction } from '@/lib/http/server-action';
import { getDb } from '@/lib/platform/db';

export const savePlatformCarrierAccountAction = platformAdminAction(
  { name: 'adminSaveCarrierAccount', input: carrierSaveInput },
  async ({ session, input }) => saveCarrierAccount(getDb(), { organizationId: null, ...input, actor: await sessionActor(session) }),
);

export const setPlatformCarrierAccountEnabledAction = platformAdminAction(
  { name: 'adminSetCarrierAccountEnabled', input: carrierToggleInput },
  async ({ session, input }) => setCarrierAccountEnabled(getDb(), { organizationId: null, ...input, actor: await sessionActor(session) }),
);

export const deletePlatformCarrierAccountAction = platformAdminAction(
  { name: 'adminDeleteCarrierAccount', input: carrierActionInput },
  async ({ session, input }) => {
    await deleteCarrierAccount(getDb(), { organizationId: null, carrier: input.carrier, actor: await sessionActor(session) });
    return { carrier: input.carrier, deleted: true };
  },
);

export const setCarrierMarginAction = platformAdminAction(
  { name: 'adminSetCarrierMargin', input: setCarrierMarginSchema, labels: { basisPoints: 'Margen' } },
  async ({ session, input }) => setCarrierMargin(getDb(), { ...input, actor: await sessionActor(session) }),
);
