'use client';
import Link from 'next/link';
import { useActionState } from 'react';
import { FormField } from '@/app/login/form-field';
import { resetPasswordAction, type ResetState } from '../actions';

export function ResetForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<ResetState, FormData>(resetPasswordAction, { error: null, fields: {} });
  const fieldMessage = Object.keys(state.fields).length > 0;
  return (
    <form action={action} className="form-grid" noValidate>
      {state.error && !fieldMessage && (
        <div className="alert alert-error" role="alert">
          <span>{state.error} <Link href="/recuperar">Solicitar un enlace nuevo</Link></span>
        </div>
      )}
      <input type="hidden" name="token" value={token} />
      <FormField
        id="newPassword" label="Nueva contraseña" type="password" autoComplete="new-password" required autoFocus
        hint="Al menos 8 caracteres." error={state.fields.newPassword}
      />
      <FormField id="confirmPassword" label="Confirma la contraseña" type="password" autoComplete="new-password" required error={state.fields.confirmPassword} />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {pending ? 'Guardando…' : 'Guardar contraseña'}
      </button>
    </form>
  );
}
