'use client';
import Link from 'next/link';
import { useActionState } from 'react';
import { FormField } from '@/app/login/form-field';
import { fieldMessages, formError } from '@/app/_components/form-state';
import { resetPasswordAction } from '../actions';

export function ResetForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetPasswordAction, null);
  const error = formError(state);
  const fields = fieldMessages(state);
  const fieldMessage = Object.keys(fields).length > 0;
  return (
    <form action={action} className="form-grid" noValidate>
      {error && !fieldMessage && (
        <div className="alert alert-error" role="alert">
          <span>
            {error} <Link href="/recuperar">Solicitar un enlace nuevo</Link>
          </span>
        </div>
      )}
      <input type="hidden" name="token" value={token} />
      <FormField
        id="newPassword"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        hint="Al menos 8 caracteres."
        error={fields.newPassword}
      />
      <FormField
        id="confirmPassword"
        label="Confirma la contraseña"
        type="password"
        autoComplete="new-password"
        required
        error={fields.confirmPassword}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {pending ? 'Guardando…' : 'Guardar contraseña'}
      </button>
    </form>
  );
}
