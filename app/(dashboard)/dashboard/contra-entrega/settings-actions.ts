'use server';
// The COD settings form's action (settings-form.tsx): the fee mode and the payout CLABE, for finance, owners and admins
// (billing:manage). The domain function checks the CLABE (Spanish reason, invalid_clabe) and audits the change.
import { getDb } from '@/lib/platform/db';
import { updateCodSettings, updateCodSettingsSchema } from '@/lib/cod/settings';
import { orgAction } from '@/lib/http/server-action';

export const updateCodSettingsAction = orgAction(
  {
    name: 'updateCodSettings',
    permission: 'billing:manage',
    input: updateCodSettingsSchema,
    labels: { feeMode: 'Comisión', payoutClabe: 'CLABE', payoutBeneficiary: 'Titular de la cuenta' },
  },
  async ({ session, input, actor }) => {
    const saved = await updateCodSettings(getDb(), { ...input, organizationId: session.organizationId, actor });
    return { feeMode: saved.feeMode, payoutClabe: saved.payoutClabe, payoutBeneficiary: saved.payoutBeneficiary, changed: saved.changed };
  },
);
