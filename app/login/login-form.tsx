'use client';
import { useActionState } from 'react';
import { formError } from '@/app/_components/form-state';
import type { FormState } from '@/lib/http/form-action';
import { signInAction } from './actions';

export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError: string | null }) {
  const initial: FormState | null = initialError ? { ok: false, error: initialError, code: 'page_notice', values: {} } : null;
  const [state, action, pending] = useActionState(signInAction, initial);
  const error = formError(state);
  return (
    <form action={action} className="form-grid" noValidate>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="field">
        <label htmlFor="email">Correo electrónico</label>
        <input
          id="email"
          name="email"
          type="email"
          className="input"
          autoComplete="email"
          required
          autoFocus
          defaultValue={state?.values.email ?? ''}
        />
      </div>
      <div className="field">
        <label htmlFor="password">Contraseña</label>
        <input id="password" name="password" type="password" className="input" autoComplete="current-password" required />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {pending ? 'Entrando…' : 'Entrar'}
      </button>
    </form>
  );
}
