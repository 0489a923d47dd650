'use server';
// Platform administration actions: platform admins only, checked on the server for every call (lib/http/server-action.ts).
import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/platform/db';
import { createOrganizationWithOwner } from '@/lib/admin/create-organization-with-owner';
import { creditOrganizationBalance } from '@/lib/admin/credit-balance';
import { createOrganizationFormSchema, creditBalanceSchema, setRateLimitSchema, setWhiteLabelSchema } from '@/lib/admin/schemas';
import { setOrganizationRateLimit } from '@/lib/admin/set-rate-limit';
import { setBranding } from '@/lib/branding';
import { sessionActor } from '@/lib/http/audit-actor';
import { platformAdminAction } from '@/lib/http/server-action';
import { log } from '@/lib/platform/log';

export const createOrganizationAction = platformAdminAction(
  {
    name: 'adminCreateOrganization',
    input: createOrganizationFormSchema,
    labels: {
      name: 'Nombre',
      openingBalance: 'Saldo inicial (MXN)',
      brandName: 'Nombre comercial',
      ownerEmail: 'Correo',
      ownerPassword: 'Contraseña temporal',
    },
  },
  async ({ session, input }) => {
    const created = await createOrganizationWithOwner(getDb(), { ...input, actor: await sessionActor(session) });
    log.info('organization created by platform admin', { organizationId: created.id, userId: session.user.id });
    revalidatePath('/dashboard/admin');
    return created;
  },
);

export const creditBalanceAction = platformAdminAction(
  { name: 'adminCreditBalance', input: creditBalanceSchema, labels: { amount: 'Monto (MXN)', description: 'Concepto' } },
  async ({ session, input }) => {
    const result = await creditOrganizationBalance(getDb(), {
      ...input,
      actorEmail: session.user.email,
      actor: await sessionActor(session),
    });
    log.info('balance credited by platform admin', { organizationId: input.organizationId, amount: input.amount, userId: session.user.id });
    revalidatePath('/dashboard', 'layout');
    return result;
  },
);

export const setRateLimitAction = platformAdminAction(
  { name: 'adminSetRateLimit', input: setRateLimitSchema, labels: { perHour: 'Solicitudes por hora' } },
  async ({ session, input }) => {
    const result = await setOrganizationRateLimit(getDb(), { ...input, actor: await sessionActor(session) });
    log.info('rate limit set by platform admin', { organizationId: input.organizationId, perHour: input.perHour, userId: session.user.id });
    revalidatePath('/dashboard/admin');
    return result;
  },
);

export const setWhiteLabelAction = platformAdminAction(
  { name: 'adminSetWhiteLabel', input: setWhiteLabelSchema },
  async ({ session, input }) => {
    const branding = await setBranding(getDb(), {
      organizationId: input.organizationId,
      changes: { whiteLabelEnabled: input.enabled },
      actor: await sessionActor(session),
    });
    revalidatePath('/dashboard', 'layout');
    return { whiteLabelEnabled: branding.whiteLabelEnabled };
  },
);
