'use server';
// Platform administration actions: platform admins only (checked on the server for every call).
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { setBranding } from '@/lib/branding';
import { requirePlatformAdminAction } from '@/lib/auth/session';
import { runAction } from '@/lib/dashboard/action-result';
import {
  createOrganizationWithOwner, creditOrganizationBalance, setOrganizationRateLimit, type CreateOrganizationForm,
} from '@/lib/dashboard/platform-admin';
import { log } from '@/lib/log';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { z } from 'zod';

export async function createOrganizationAction(input: CreateOrganizationForm) {
  return runAction('adminCreateOrganization', async () => {
    const ctx = await requirePlatformAdminAction();
    const created = await createOrganizationWithOwner(getDb(), input, { createOrganization, createUser });
    log.info('organization created by platform admin', { organizationId: created.id, userId: ctx.user.id });
    revalidatePath('/dashboard/admin');
    return created;
  });
}

export async function creditBalanceAction(input: { organizationId: string; amount: number; description?: string }) {
  return runAction('adminCreditBalance', async () => {
    const ctx = await requirePlatformAdminAction();
    const result = await creditOrganizationBalance(getDb(), input, ctx.user.email);
    log.info('balance credited by platform admin', { organizationId: input.organizationId, amount: input.amount, userId: ctx.user.id });
    revalidatePath('/dashboard', 'layout');
    return result;
  });
}

export async function setRateLimitAction(input: { organizationId: string; perHour: number | null }) {
  return runAction('adminSetRateLimit', async () => {
    const ctx = await requirePlatformAdminAction();
    const result = await setOrganizationRateLimit(getDb(), input);
    log.info('rate limit set by platform admin', { organizationId: input.organizationId, perHour: input.perHour, userId: ctx.user.id });
    revalidatePath('/dashboard/admin');
    return result;
  });
}

export async function setWhiteLabelAction(input: { organizationId: string; enabled: boolean }) {
  return runAction('adminSetWhiteLabel', async () => {
    await requirePlatformAdminAction();
    const organizationId = z.uuid('La organización no existe.').parse(input.organizationId);
    const branding = await setBranding(getDb(), organizationId, { whiteLabelEnabled: input.enabled });
    revalidatePath('/dashboard', 'layout');
    return { whiteLabelEnabled: branding.whiteLabelEnabled };
  });
}
