'use server';
// The platform's carrier accounts (used by every organization without its own) and each organization's margin over
// carrier cost: platform admins only, checked on the server for every call (lib/http/server-action.ts).
import { revalidatePath } from 'next/cache';
import { deleteCarrierAccount, saveCarrierAccount, setCarrierAccountEnabled } from '@/lib/carriers/carrier-accounts';
import { setCarrierMargin, setCarrierMarginSchema } from '@/lib/carriers/carrier-margin';
import { carrierActionInput, carrierSaveInput, carrierToggleInput } from '@/lib/carriers/schemas';
import { sessionActor } from '@/lib/http/audit-actor';
import { platformAdminAction } from '@/lib/http/server-action';
import { getDb } from '@/lib/platform/db';

const PAGE = '/dashboard/admin/paqueterias';

export const savePlatformCarrierAccountAction = platformAdminAction(
  { name: 'adminSaveCarrierAccount', input: carrierSaveInput },
  async ({ session, input }) => {
    const saved = await saveCarrierAccount(getDb(), { organizationId: null, ...input, actor: await sessionActor(session) });
    revalidatePath(PAGE);
    return saved;
  },
);

export const setPlatformCarrierAccountEnabledAction = platformAdminAction(
  { name: 'adminSetCarrierAccountEnabled', input: carrierToggleInput },
  async ({ session, input }) => {
    const saved = await setCarrierAccountEnabled(getDb(), { organizationId: null, ...input, actor: await sessionActor(session) });
    revalidatePath(PAGE);
    return saved;
  },
);

export const deletePlatformCarrierAccountAction = platformAdminAction(
  { name: 'adminDeleteCarrierAccount', input: carrierActionInput },
  async ({ session, input }) => {
    await deleteCarrierAccount(getDb(), { organizationId: null, carrier: input.carrier, actor: await sessionActor(session) });
    revalidatePath(PAGE);
    return { carrier: input.carrier, deleted: true };
  },
);

export const setCarrierMarginAction = platformAdminAction(
  { name: 'adminSetCarrierMargin', input: setCarrierMarginSchema, labels: { basisPoints: 'Margen' } },
  async ({ session, input }) => {
    const saved = await setCarrierMargin(getDb(), { ...input, actor: await sessionActor(session) });
    revalidatePath(PAGE);
    return saved;
  },
);
