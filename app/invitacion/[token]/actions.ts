'use server';
// Accepting an invitation (lib/members/accept-invitation.ts) from its page (lib/http/form-action.ts): with a new
// account (name + password), with the existing account of the invited address (its password, through the sign-in's
// own throttle in auth.ts), or as the already signed-in invitee. Each ends signed in, in the invited organization.
// An existing account with a second factor goes on to the code step (/login/verificacion) with this invitation as
// its way back: signed in after the code, the invitee lands here again and joins with one button.
import { AuthError, CredentialsSignin } from 'next-auth';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { signIn } from '@/auth';
import { getDb } from '@/lib/platform/db';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/db/errors';
import { formAction, FormRefusal, formText } from '@/lib/http/form-action';
import { setOrganizationCookie } from '@/lib/http/organization-cookie';
import { getDashboardContext } from '@/lib/http/session';
import {
  acceptInvitationAsUser,
  acceptInvitationWithNewAccount,
  findInvitationByToken,
  unknownInvitationMessage,
} from '@/lib/members/accept-invitation';
import { acceptNewAccountSchema } from '@/lib/members/schemas';
import { findUserIdByEmail } from '@/lib/users/memberships';

/** The database could not be asked (auth.ts answers the sign-in with this code): say so, not "wrong password". */
const signInUnavailable = (error: unknown) => error instanceof CredentialsSignin && error.code === 'service_unavailable';
const unavailable = () => new FormRefusal(DATABASE_UNAVAILABLE_MESSAGE, 'service_unavailable');

// the invitation's token travels in the form (the link's own secret, as the reset form's token does)
const withToken = z.object({ token: formText });

export const acceptWithNewAccountAction = formAction(
  {
    name: 'acceptInvitationWithNewAccount',
    input: z.intersection(
      withToken,
      z.object({ name: formText, password: formText, passwordConfirmation: formText }).pipe(acceptNewAccountSchema),
    ),
    subjects: { name: 'El nombre' },
    keep: (raw) => ({ name: raw.name ?? '' }),
  },
  async ({ input, ip }) => {
    const joined = await acceptInvitationWithNewAccount(getDb(), {
      token: input.token,
      name: input.name,
      password: input.password,
      ip: await ip(),
    });
    await setOrganizationCookie(joined.organizationId);
    try {
      await signIn('credentials', { email: joined.email, password: input.password, redirectTo: '/dashboard' });
    } catch (error) {
      // the account exists and joined; only the session could not open
      if (signInUnavailable(error)) {
        throw new FormRefusal(
          'Tu cuenta quedó creada, pero el servicio no está disponible en este momento para iniciar tu sesión. Inicia sesión en unos segundos.',
          'service_unavailable',
        );
      }
      throw error; // the redirect after a successful sign-in
    }
    return null;
  },
);

export const acceptWithPasswordAction = formAction(
  { name: 'acceptInvitationWithPassword', input: withToken.extend({ password: formText }) },
  async ({ input: { token, password }, ip }) => {
    if (!password)
      throw new FormRefusal('Revisa los campos marcados.', 'validation_error', [{ field: 'password', message: 'Escribe tu contraseña' }]);
    // the address comes from the invitation, never from the browser
    const invitation = await findInvitationByToken(getDb(), { token });
    if (!invitation) throw new FormRefusal(unknownInvitationMessage, 'not_found');
    const email = invitation.email;
    try {
      await signIn('credentials', { email, password, redirect: false });
    } catch (error) {
      if (error instanceof CredentialsSignin && error.code === 'too_many_attempts') {
        throw new FormRefusal(
          'Demasiados intentos de inicio de sesión. Espera hasta 15 minutos antes de intentarlo de nuevo.',
          'too_many_attempts',
        );
      }
      if (signInUnavailable(error)) throw unavailable();
      // the password was right; auth.ts left the pending challenge's cookie for the code step
      if (error instanceof CredentialsSignin && error.code === 'two_factor_required') {
        redirect(`/login/verificacion?callbackUrl=${encodeURIComponent(`/invitacion/${encodeURIComponent(token)}`)}`);
      }
      if (error instanceof AuthError) {
        throw new FormRefusal('La contraseña no es correcta.', 'invalid_credentials', [
          { field: 'password', message: 'La contraseña no es correcta' },
        ]);
      }
      throw error;
    }
    const db = getDb();
    const joined = await acceptInvitationAsUser(db, { token, userId: await findUserIdByEmail(db, { email }), ip: await ip() });
    await setOrganizationCookie(joined.organizationId);
    redirect('/dashboard');
  },
);

export const joinAsSignedInAction = formAction({ name: 'joinInvitationAsSignedIn', input: withToken }, async ({ input: { token }, ip }) => {
  const ctx = await getDashboardContext();
  if (!ctx) throw new FormRefusal('Tu sesión terminó: vuelve a cargar la página e inicia sesión.', 'unauthenticated');
  const joined = await acceptInvitationAsUser(getDb(), { token, userId: ctx.user.id, ip: await ip() });
  await setOrganizationCookie(joined.organizationId);
  redirect('/dashboard');
});
