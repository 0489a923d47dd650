'use client';
import { useActionState } from 'react';
import { signInAction, type SignInState } from './actions';

export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError: string | null }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, { error: initialError, email: '' });
  return (
    <form action={action} className="form-grid" noValidate>
      {state.error && <div className="alert alert-error" role="alert">{state.error}</div>}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="field">
        <label htmlFor="email">Correo electrónico</label>
        <input id="email" name="email" type="email" className="input" autoComplete="email" required autoFocus defaultValue={state.email} />
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
