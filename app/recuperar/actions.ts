'use server';
// Password recovery (no session, lib/http/form-action.ts): ask for a link, then set a new password through it
// (lib/account/password-reset.ts, which checks the address and the passwords and limits the requests per address).
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { requestPasswordReset, resetPassword } from '@/lib/account/password-reset';
import { formAction, formText } from '@/lib/http/form-action';

/** One answer whether or not the address has an account; only a malformed address or a rate limit is refused. */
export const requestResetAction = formAction(
  {
    name: 'requestPasswordReset',
    input: z.object({ email: formText.transform((v) => v.slice(0, 300)) }),
    keep: (raw) => ({ email: (raw.email ?? '').slice(0, 300) }),
  },
  async ({ input, ip }) => requestPasswordReset(getDb(), { email: input.email, ip: await ip() }),
);

export const resetPasswordAction = formAction(
  { name: 'resetPassword', input: z.object({ token: formText, newPassword: formText, confirmPassword: formText }) },
  async ({ input, ip }) => {
    await resetPassword(getDb(), { token: input.token, password: input.newPassword, confirmation: input.confirmPassword, ip: await ip() });
    redirect('/login?restablecida=1');
  },
);
