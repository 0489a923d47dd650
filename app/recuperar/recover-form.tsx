'use client';
import { useActionState } from 'react';
import { FormField } from '@/app/login/form-field';
import { requestResetAction, type RecoverState } from './actions';

export function RecoverForm() {
  const [state, action, pending] = useActionState<RecoverState, FormData>(requestResetAction, { sent: false, error: null, fields: {}, email: '' });
  if (state.sent) {
    return (
      <div className="alert alert-success" role="status">
        Si {state.email.trim() || 'ese correo'} tiene una cuenta en Envíos MX, te enviamos un enlace para restablecer la contraseña.
        Es válido durante una hora y sirve una sola vez. Revisa también tu carpeta de correo no deseado.
      </div>
    );
  }
  return (
    <form action={action} className="form-grid" noValidate>
      {state.error && !state.fields.email && <div className="alert alert-error" role="alert">{state.error}</div>}
      <FormField
        id="email" label="Correo electrónico" type="email" autoComplete="email" required autoFocus
        defaultValue={state.email} error={state.fields.email}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {pending ? 'Enviando…' : 'Enviar enlace'}
      </button>
    </form>
  );
}
