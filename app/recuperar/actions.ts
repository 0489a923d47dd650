'use server';
// Password recovery (no session): ask for a link, then set a new password through it (lib/account/password-reset.ts).
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { requestPasswordReset, resetPassword } from '@/lib/account/password-reset';
import { config } from '@/lib/config';
import { runAction } from '@/lib/http/action-result';
import { clientIp } from '@/lib/http/client-ip';

async function requestIp(): Promise<string> {
  return clientIp(new Request('http://localhost/', { headers: await headers() }), config().TRUST_PROXY);
}

export type RecoverState = { sent: boolean; error: string | null; fields: Record<string, string>; email: string };

/** One answer whether or not the address has an account; only a malformed address or a rate limit is refused. */
export async function requestResetAction(_prev: RecoverState, form: FormData): Promise<RecoverState> {
  const email = String(form.get('email') ?? '').slice(0, 300);
  const ip = await requestIp();
  const result = await runAction('requestPasswordReset', () => requestPasswordReset(getDb(), { email, ip }));
  if (result.ok) return { sent: true, error: null, fields: {}, email };
  return { sent: false, error: result.error, fields: Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.message])), email };
}

export type ResetState = { error: string | null; fields: Record<string, string> };

export async function resetPasswordAction(_prev: ResetState, form: FormData): Promise<ResetState> {
  const token = String(form.get('token') ?? '');
  const password = String(form.get('newPassword') ?? '');
  const confirmation = String(form.get('confirmPassword') ?? '');
  const ip = await requestIp();
  const result = await runAction('resetPassword', () => resetPassword(getDb(), { token, password, confirmation, ip }));
  if (!result.ok) return { error: result.error, fields: Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.message])) };
  redirect('/login?restablecida=1');
}
