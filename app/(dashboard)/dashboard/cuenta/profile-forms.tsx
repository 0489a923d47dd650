'use client';
// Name, email (a link to the new address confirms it) and password (the current one is required; the other
// sessions end, this one stays).
import { useState, type ReactNode } from 'react';
import { FormField } from '@/app/login/form-field';
import { changePasswordAction, requestEmailChangeAction, updateNameAction } from './actions';
import { useAccountForm } from './use-account-form';

function Submit({ pending, children }: { pending: boolean; children: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {children}
      </button>
    </div>
  );
}

function Feedback({ error, done }: { error: ReactNode; done: string | null }) {
  if (error)
    return (
      <div className="alert alert-error" role="alert">
        {error}
      </div>
    );
  return <div role="status">{done && <div className="alert alert-success">{done}</div>}</div>;
}

export function NameForm({ name }: { name: string | null }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountForm(updateNameAction, () => setDone('Guardamos tu nombre.'));
  return (
    <form onSubmit={form.onSubmit} className="form-grid card-body" noValidate aria-label="Nombre">
      <Feedback error={form.error} done={done} />
      <FormField id="name" label="Nombre" defaultValue={name ?? ''} autoComplete="name" maxLength={100} error={form.fields.name} />
      <Submit pending={form.pending}>Guardar nombre</Submit>
    </form>
  );
}

export function EmailForm({ email }: { email: string }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountForm(requestEmailChangeAction, (data, el) => {
    el.reset();
    setDone(
      `Te enviamos un enlace a ${data.sentTo}. Ábrelo en las próximas 24 horas para confirmar el cambio; hasta entonces sigues entrando con ${email}.`,
    );
  });
  return (
    <form onSubmit={form.onSubmit} className="form-grid card-body" noValidate aria-label="Correo electrónico">
      <p className="text-sm">
        Correo actual: <strong>{email}</strong>
      </p>
      <Feedback error={form.error} done={done} />
      <FormField id="newEmail" label="Nuevo correo" type="email" autoComplete="email" error={form.fields.newEmail} />
      <FormField
        id="emailPassword"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        error={form.fields.emailPassword}
      />
      <Submit pending={form.pending}>Enviar enlace de confirmación</Submit>
    </form>
  );
}

export function PasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountForm(changePasswordAction, (data, el) => {
    el.reset();
    const others = data.endedSessions === 1 ? 'Cerramos 1 sesión más' : `Cerramos ${data.endedSessions} sesiones más`;
    setDone(`Tu contraseña cambió. ${others}; esta sigue abierta.`);
  });
  return (
    <form onSubmit={form.onSubmit} className="form-grid card-body" noValidate aria-label="Contraseña">
      <Feedback error={form.error} done={done} />
      <FormField
        id="currentPassword"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        error={form.fields.currentPassword}
      />
      <FormField
        id="newPassword"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint="Al menos 8 caracteres."
        error={form.fields.newPassword}
      />
      <FormField
        id="confirmPassword"
        label="Confirma la contraseña"
        type="password"
        autoComplete="new-password"
        error={form.fields.confirmPassword}
      />
      <Submit pending={form.pending}>Cambiar contraseña</Submit>
    </form>
  );
}
