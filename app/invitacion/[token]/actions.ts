'use server';
// Accepting an invitation (lib/members/accept-invitation.ts) from its page: with a new account (name +
// password), with the existing account of the invited address (its password, through the sign-in's own
// throttle in auth.ts), or as the already signed-in invitee. Each ends signed in, in the invited organization.
// An existing account with a second factor goes on to the code step (/login/verificacion) with this invitation as
// its way back: signed in after the code, the invitee lands here again and joins with one button.
import { AuthError, CredentialsSignin } from 'next-auth';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signIn } from '@/auth';
import { getDb } from '@/db/client';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/db/errors';
import { getDashboardContext, ORG_COOKIE } from '@/lib/http/session';
import { config } from '@/lib/config';
import { isDomainError } from '@/lib/errors/domain-error';
import { clientIp } from '@/lib/http/client-ip';
import { log } from '@/lib/log';
import { acceptInvitationAsUser, acceptInvitationWithNewAccount, findInvitationByToken, unknownInvitationMessage } from '@/lib/members/accept-invitation';
import { acceptNewAccountSchema } from '@/lib/members/schemas';
import { findUserIdByEmail } from '@/lib/users/memberships';

export type AcceptState = { error: string | null; fields: Partial<Record<'name' | 'password' | 'passwordConfirmation', string>>; name?: string };

const requestIp = async () => clientIp(new Request('http://localhost/', { headers: await headers() }), config().TRUST_PROXY);

async function openOrganization(organizationId: string) {
  (await cookies()).set(ORG_COOKIE, organizationId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: process.env.NODE_ENV === 'production' && process.env.AUTH_URL?.startsWith('https://') === true,
    maxAge: 60 * 60 * 24 * 180,
  });
}

/** The database could not be asked (auth.ts answers the sign-in with this code): say so, not "wrong password". */
const signInUnavailable = (error: unknown) => error instanceof CredentialsSignin && error.code === 'service_unavailable';

function failure(error: unknown, name?: string): AcceptState {
  if (isDomainError(error)) return { error: error.message, fields: {}, name };
  if (isDatabaseUnavailable(error) || signInUnavailable(error)) {
    log.warn('invitation acceptance: database unavailable', { error });
    return { error: DATABASE_UNAVAILABLE_MESSAGE, fields: {}, name };
  }
  log.error('invitation acceptance failed', { error });
  return { error: 'Algo salió mal. Intenta de nuevo en unos segundos.', fields: {}, name };
}

export async function acceptWithNewAccountAction(token: string, _prev: AcceptState, form: FormData): Promise<AcceptState> {
  const raw = { name: String(form.get('name') ?? ''), password: String(form.get('password') ?? ''), passwordConfirmation: String(form.get('passwordConfirmation') ?? '') };
  const parsed = acceptNewAccountSchema.safeParse(raw);
  if (!parsed.success) {
    const fields: AcceptState['fields'] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof AcceptState['fields'];
      const message = /^[A-ZÁÉÍÓÚÑ¿¡]/.test(issue.message) ? issue.message : `El nombre ${issue.message}`;
      fields[key] ??= message;
    }
    return { error: 'Revisa los campos marcados.', fields, name: raw.name };
  }
  let joined;
  try {
    joined = await acceptInvitationWithNewAccount(getDb(), { token, name: parsed.data.name, password: parsed.data.password, ip: await requestIp() });
  } catch (error) {
    return failure(error, raw.name);
  }
  await openOrganization(joined.organizationId);
  try {
    await signIn('credentials', { email: joined.email, password: parsed.data.password, redirectTo: '/dashboard' });
  } catch (error) {
    // the account exists and joined; only the session could not open
    if (signInUnavailable(error)) {
      return { error: 'Tu cuenta quedó creada, pero el servicio no está disponible en este momento para iniciar tu sesión. Inicia sesión en unos segundos.', fields: {}, name: raw.name };
    }
    throw error; // the redirect after a successful sign-in
  }
  return { error: null, fields: {} };
}

export async function acceptWithPasswordAction(token: string, _prev: AcceptState, form: FormData): Promise<AcceptState> {
  const password = String(form.get('password') ?? '');
  if (!password) return { error: 'Revisa los campos marcados.', fields: { password: 'Escribe tu contraseña' } };
  // the address comes from the invitation, never from the browser
  let invitation: Awaited<ReturnType<typeof findInvitationByToken>>;
  try {
    invitation = await findInvitationByToken(getDb(), { token });
  } catch (error) {
    return failure(error);
  }
  if (!invitation) return { error: unknownInvitationMessage, fields: {} };
  const email = invitation.email;
  try {
    await signIn('credentials', { email, password, redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === 'too_many_attempts') {
      return { error: 'Demasiados intentos de inicio de sesión. Espera hasta 15 minutos antes de intentarlo de nuevo.', fields: {} };
    }
    if (signInUnavailable(error)) return failure(error);
    // the password was right; auth.ts left the pending challenge's cookie for the code step
    if (error instanceof CredentialsSignin && error.code === 'two_factor_required') {
      redirect(`/login/verificacion?callbackUrl=${encodeURIComponent(`/invitacion/${encodeURIComponent(token)}`)}`);
    }
    if (error instanceof AuthError) return { error: 'La contraseña no es correcta.', fields: { password: 'La contraseña no es correcta' } };
    throw error;
  }
  try {
    const db = getDb();
    const joined = await acceptInvitationAsUser(db, { token, userId: await findUserIdByEmail(db, { email }), ip: await requestIp() });
    await openOrganization(joined.organizationId);
  } catch (error) {
    return failure(error);
  }
  redirect('/dashboard');
}

export async function joinAsSignedInAction(token: string): Promise<AcceptState> {
  const ctx = await getDashboardContext();
  if (!ctx) return { error: 'Tu sesión terminó: vuelve a cargar la página e inicia sesión.', fields: {} };
  try {
    const joined = await acceptInvitationAsUser(getDb(), { token, userId: ctx.user.id, ip: await requestIp() });
    await openOrganization(joined.organizationId);
  } catch (error) {
    return failure(error);
  }
  redirect('/dashboard');
}
