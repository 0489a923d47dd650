// The public forms' wrapper (lib/http/form-action.ts): what a refusal, a schema's message, a domain error and a
// redirect become.
import { redirect } from 'next/navigation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formAction, FormRefusal, formText } from './form-action';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

describe('formAction', () => {
  const input = z.object({
    name: formText.pipe(z.string().min(1, 'debe tener al menos 1 carácter')),
    password: formText.pipe(z.string().min(8, 'La contraseña es corta')),
  });

  it('answers a schema refusal field by field, a predicate with its subject, and gives back the kept values', async () => {
    const action = formAction(
      { name: 't', input, subjects: { name: 'El nombre' }, keep: (raw) => ({ name: raw.name ?? '' }) },
      () => 'hecho',
    );
    expect(await action(null, form({ name: '', password: 'corta' }))).toEqual({
      ok: false,
      error: 'Revisa los campos marcados.',
      code: 'validation_error',
      values: { name: '' },
      fields: [
        { field: 'name', message: 'El nombre debe tener al menos 1 carácter' },
        { field: 'password', message: 'La contraseña es corta' },
      ],
    });
    expect(await action(null, form({ name: 'Ana', password: 'suficiente' }))).toEqual({ ok: true, data: 'hecho', values: { name: 'Ana' } });
  });

  it('passes a FormRefusal with its own code, a domain error with its message, and lets a redirect through', async () => {
    const refusing = formAction({ name: 't', input: z.object({}) }, () => {
      throw new FormRefusal('Tu inicio de sesión expiró.', 'challenge_expired');
    });
    expect(await refusing(null, form({}))).toEqual({
      ok: false,
      error: 'Tu inicio de sesión expiró.',
      code: 'challenge_expired',
      values: {},
    });
    const domain = formAction({ name: 't', input: z.object({}) }, () => {
      throw new DomainError('not_found', 'La invitación no existe.');
    });
    expect(await domain(null, form({}))).toEqual({ ok: false, error: 'La invitación no existe.', code: 'not_found', values: {} });
    const redirecting = formAction({ name: 't', input: z.object({}) }, () => redirect('/dashboard'));
    await expect(redirecting(null, form({}))).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
  });
});
