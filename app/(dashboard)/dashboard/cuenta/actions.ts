'use server';
// Actions of /dashboard/cuenta: any signed-in user acting on their own account (lib/account), plus the
// organization's 2FA requirement (settings:manage).
import { z } from 'zod';
import { auth } from '@/auth';
import { getDb } from '@/lib/platform/db';
import { requestEmailChange } from '@/lib/account/email-change';
import { changePassword, setNewSignInAlerts, updateName } from '@/lib/account/profile';
import { confirmTwoFactorEnrolment, disableTwoFactor, regenerateRecoveryCodes, startTwoFactorEnrolment } from '@/lib/account/two-factor';
import { setOrganizationTwoFactorRequired } from '@/lib/account/two-factor-policy';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { orgAction, signedInAction } from '@/lib/http/server-action';

/** A text field, its messages naming it as the form labels it ("Nuevo correo: debe tener…"). */
const text = (label: string, max: number) =>
  z.string({ error: `${label}: escribe un texto.` }).max(max, `${label}: debe tener como máximo ${max} caracteres.`);

export const updateNameAction = signedInAction(
  { name: 'updateAccountName', input: z.object({ name: text('Nombre', 300) }) },
  ({ session, input }) => updateName(getDb(), { userId: session.user.id, name: input.name }),
);

export const changePasswordAction = signedInAction(
  {
    name: 'changePassword',
    input: z.object({
      currentPassword: text('Contraseña actual', 300),
      newPassword: text('Nueva contraseña', 300),
      confirmPassword: text('Confirma la contraseña', 300),
    }),
  },
  async ({ session, input, actor }) => {
    const sessionId = (await auth())?.sessionId;
    if (!sessionId) throw new DomainError('unauthenticated');
    return changePassword(getDb(), {
      userId: session.user.id,
      currentSessionId: sessionId,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      confirmation: input.confirmPassword,
      actor,
    });
  },
);

export const requestEmailChangeAction = signedInAction(
  { name: 'requestEmailChange', input: z.object({ newEmail: text('Nuevo correo', 300), emailPassword: text('Contraseña actual', 300) }) },
  ({ session, input, actor }) =>
    requestEmailChange(getDb(), {
      userId: session.user.id,
      newEmail: input.newEmail,
      currentPassword: input.emailPassword,
      ip: actor.ip ?? null,
    }),
);

export const setNewSignInAlertsAction = signedInAction(
  { name: 'setNewSignInAlerts', input: z.object({ enabled: z.boolean() }) },
  ({ session, input }) => setNewSignInAlerts(getDb(), { userId: session.user.id, enabled: input.enabled }),
);

export const startTwoFactorAction = signedInAction({ name: 'startTwoFactor', input: z.object({}) }, ({ session }) =>
  startTwoFactorEnrolment(getDb(), { userId: session.user.id, email: session.user.email }),
);

export const confirmTwoFactorAction = signedInAction(
  { name: 'confirmTwoFactor', input: z.object({ code: text('Código', 40) }) },
  ({ session, input, actor }) => confirmTwoFactorEnrolment(getDb(), { userId: session.user.id, code: input.code, actor }),
);

export const regenerateRecoveryCodesAction = signedInAction(
  { name: 'regenerateRecoveryCodes', input: z.object({ code: text('Código', 40) }) },
  ({ session, input, actor }) => regenerateRecoveryCodes(getDb(), { userId: session.user.id, code: input.code, actor }),
);

export const disableTwoFactorAction = signedInAction(
  { name: 'disableTwoFactor', input: z.object({ disablePassword: text('Contraseña actual', 300), code: text('Código', 40) }) },
  ({ session, input, actor }) =>
    disableTwoFactor(getDb(), { userId: session.user.id, password: input.disablePassword, code: input.code, actor }),
);

export const setTwoFactorRequiredAction = orgAction(
  { name: 'setTwoFactorRequired', permission: 'settings:manage', input: z.object({ required: z.boolean() }) },
  ({ session, input, actor }) =>
    setOrganizationTwoFactorRequired(getDb(), {
      organizationId: session.liveOrganizationId,
      userId: session.user.id,
      required: input.required,
      actor,
    }),
);
