'use client';
import { useActionState } from 'react';
import { FormField } from '@/app/login/form-field';
import { fieldMessages, formError } from '@/app/_components/form-state';
import { requestResetAction } from './actions';

export function RecoverForm() {
  const [state, action, pending] = useActionState(requestResetAction, null);
  const email = state?.values.email ?? '';
  const error = formError(state);
  const fields = fieldMessages(state);
  if (state?.ok) {
    return (
      <div className="alert alert-success" role="status">
        Si {email.trim() || 'ese correo'} tiene una cuenta en Envíos MX, te enviamos un enlace para restablecer la contraseña. Es válido
        durante una hora y sirve una sola vez. Revisa también tu carpeta de correo no deseado.
      </div>
    );
  }
  return (
    <form action={action} className="form-grid" noValidate>
      {error && !fields.email && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      <FormField
        id="email"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        autoFocus
        defaultValue={email}
        error={fields.email}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {pending ? 'Enviando…' : 'Enviar enlace'}
      </button>
    </form>
  );
}
