'use client';
import Link from 'next/link';
import { useActionState } from 'react';
import { formCode, formError } from '@/app/_components/form-state';
import { verifyCodeAction } from '../actions';

export function CodeForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action, pending] = useActionState(verifyCodeAction, null);
  const error = formError(state);
  const expired = formCode(state) === 'challenge_expired';
  return (
    <form action={action} className="form-grid" noValidate>
      {error && (
        <div className="alert alert-error" role="alert">
          <span>
            {error} {expired && <Link href={`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Iniciar sesión</Link>}
          </span>
        </div>
      )}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="field">
        <label htmlFor="code">Código</label>
        <input
          id="code"
          name="code"
          className="input"
          autoComplete="one-time-code"
          inputMode="text"
          required
          autoFocus
          aria-describedby="code-hint"
          aria-invalid={error && !expired ? true : undefined}
        />
        <span className="hint" id="code-hint">
          6 dígitos de la aplicación, o un código de recuperación como abcde-fghjk.
        </span>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {pending ? 'Verificando…' : 'Verificar y entrar'}
      </button>
    </form>
  );
}
