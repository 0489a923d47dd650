'use client';
// The three ways to accept an invitation (actions.ts): a new account, the existing account's password, or one
// button for the invitee who is already signed in.
import { useActionState } from 'react';
import { fieldMessages, formError } from '@/app/_components/form-state';
import type { FormState } from '@/lib/http/form-action';
import { acceptWithNewAccountAction, acceptWithPasswordAction, joinAsSignedInAction } from './actions';

function FormError({ state }: { state: FormState | null }) {
  const error = formError(state);
  return error ? (
    <div className="alert alert-error" role="alert">
      {error}
    </div>
  ) : null;
}

/** The invitation's token, sent with each form (the link's own secret). */
const TokenField = ({ token }: { token: string }) => <input type="hidden" name="token" value={token} />;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

function Submit({ pending, label, busy }: { pending: boolean; label: string; busy: string }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {pending ? busy : label}
    </button>
  );
}

export function NewAccountForm({ token, email }: { token: string; email: string }) {
  const [state, action, pending] = useActionState(acceptWithNewAccountAction, null);
  const f = fieldMessages(state);
  const invalid = (key: 'name' | 'password' | 'passwordConfirmation') => ({
    'aria-invalid': f[key] ? true : undefined,
    'aria-describedby': f[key] ? `${key}-error` : undefined,
  });
  return (
    <form action={action} className="form-grid" noValidate>
      <FormError state={state} />
      <TokenField token={token} />
      <div className="field">
        <label htmlFor="email">Correo electrónico</label>
        <input id="email" className="input" value={email} readOnly autoComplete="username" />
      </div>
      <div className="field">
        <label htmlFor="name">Nombre</label>
        <input
          id="name"
          name="name"
          className="input"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={state?.values.name}
          autoFocus
          {...invalid('name')}
        />
        <FieldError id="name-error" message={f.name} />
      </div>
      <div className="field">
        <label htmlFor="password">Contraseña</label>
        <input
          id="password"
          name="password"
          type="password"
          className="input"
          autoComplete="new-password"
          required
          minLength={8}
          {...invalid('password')}
          aria-describedby={f.password ? 'password-error' : 'password-help'}
        />
        {f.password ? (
          <FieldError id="password-error" message={f.password} />
        ) : (
          <p id="password-help" className="muted text-sm">
            Al menos 8 caracteres.
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="passwordConfirmation">Confirma la contraseña</label>
        <input
          id="passwordConfirmation"
          name="passwordConfirmation"
          type="password"
          className="input"
          autoComplete="new-password"
          required
          {...invalid('passwordConfirmation')}
        />
        <FieldError id="passwordConfirmation-error" message={f.passwordConfirmation} />
      </div>
      <Submit pending={pending} label="Crear mi cuenta y unirme" busy="Creando tu cuenta…" />
    </form>
  );
}

export function ExistingAccountForm({ token, email }: { token: string; email: string }) {
  const [state, action, pending] = useActionState(acceptWithPasswordAction, null);
  const f = fieldMessages(state);
  return (
    <form action={action} className="form-grid" noValidate>
      <FormError state={state} />
      <TokenField token={token} />
      <div className="field">
        <label htmlFor="email">Correo electrónico</label>
        <input id="email" className="input" value={email} readOnly autoComplete="username" />
      </div>
      <div className="field">
        <label htmlFor="password">Contraseña</label>
        <input
          id="password"
          name="password"
          type="password"
          className="input"
          autoComplete="current-password"
          required
          autoFocus
          aria-invalid={f.password ? true : undefined}
          aria-describedby={f.password ? 'password-error' : undefined}
        />
        <FieldError id="password-error" message={f.password} />
      </div>
      <Submit pending={pending} label="Iniciar sesión y unirme" busy="Entrando…" />
    </form>
  );
}

export function JoinForm({ token, organizationName }: { token: string; organizationName: string }) {
  const [state, action, pending] = useActionState(joinAsSignedInAction, null);
  return (
    <form action={action} className="form-grid">
      <FormError state={state} />
      <TokenField token={token} />
      <Submit pending={pending} label={`Unirme a ${organizationName}`} busy="Uniéndote…" />
    </form>
  );
}
