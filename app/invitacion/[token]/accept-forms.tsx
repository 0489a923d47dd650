'use client';
// The three ways to accept an invitation (actions.ts): a new account, the existing account's password, or one
// button for the invitee who is already signed in.
import { useActionState } from 'react';
import { acceptWithNewAccountAction, acceptWithPasswordAction, joinAsSignedInAction, type AcceptState } from './actions';

const initial: AcceptState = { error: null, fields: {} };

function FormError({ state }: { state: AcceptState }) {
  return state.error ? <div className="alert alert-error" role="alert">{state.error}</div> : null;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <p id={id} className="field-error">{message}</p> : null;
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
  const [state, action, pending] = useActionState(acceptWithNewAccountAction.bind(null, token), initial);
  const f = state.fields;
  const invalid = (key: keyof AcceptState['fields']) => ({ 'aria-invalid': f[key] ? true : undefined, 'aria-describedby': f[key] ? `${key}-error` : undefined });
  return (
    <form action={action} className="form-grid" noValidate>
      <FormError state={state} />
      <div className="field">
        <label htmlFor="email">Correo electrónico</label>
        <input id="email" className="input" value={email} readOnly autoComplete="username" />
      </div>
      <div className="field">
        <label htmlFor="name">Nombre</label>
        <input id="name" name="name" className="input" autoComplete="name" required maxLength={100} defaultValue={state.name} autoFocus {...invalid('name')} />
        <FieldError id="name-error" message={f.name} />
      </div>
      <div className="field">
        <label htmlFor="password">Contraseña</label>
        <input id="password" name="password" type="password" className="input" autoComplete="new-password" required minLength={8} {...invalid('password')}
          aria-describedby={f.password ? 'password-error' : 'password-help'} />
        {f.password ? <FieldError id="password-error" message={f.password} /> : <p id="password-help" className="muted text-sm">Al menos 8 caracteres.</p>}
      </div>
      <div className="field">
        <label htmlFor="passwordConfirmation">Confirma la contraseña</label>
        <input id="passwordConfirmation" name="passwordConfirmation" type="password" className="input" autoComplete="new-password" required {...invalid('passwordConfirmation')} />
        <FieldError id="passwordConfirmation-error" message={f.passwordConfirmation} />
      </div>
      <Submit pending={pending} label="Crear mi cuenta y unirme" busy="Creando tu cuenta…" />
    </form>
  );
}

export function ExistingAccountForm({ token, email }: { token: string; email: string }) {
  const [state, action, pending] = useActionState(acceptWithPasswordAction.bind(null, token), initial);
  return (
    <form action={action} className="form-grid" noValidate>
      <FormError state={state} />
      <div className="field">
        <label htmlFor="email">Correo electrónico</label>
        <input id="email" className="input" value={email} readOnly autoComplete="username" />
      </div>
      <div className="field">
        <label htmlFor="password">Contraseña</label>
        <input id="password" name="password" type="password" className="input" autoComplete="current-password" required autoFocus
          aria-invalid={state.fields.password ? true : undefined} aria-describedby={state.fields.password ? 'password-error' : undefined} />
        <FieldError id="password-error" message={state.fields.password} />
      </div>
      <Submit pending={pending} label="Iniciar sesión y unirme" busy="Entrando…" />
    </form>
  );
}

export function JoinForm({ token, organizationName }: { token: string; organizationName: string }) {
  const [state, action, pending] = useActionState(joinAsSignedInAction.bind(null, token), initial);
  return (
    <form action={action} className="form-grid">
      <FormError state={state} />
      <Submit pending={pending} label={`Unirme a ${organizationName}`} busy="Uniéndote…" />
    </form>
  );
}
