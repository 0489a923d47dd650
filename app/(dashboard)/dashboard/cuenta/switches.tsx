'use client';
// On/off settings of the account page: the new-sign-in email (the user's own) and the organization's 2FA
// requirement (settings:manage).
import { useRouter } from 'next/navigation';
import { startTransition, useState, type ReactNode } from 'react';
import { errorMessage, awaitAction } from '@/app/_components/use-action';
import type { ActionResult } from '@/lib/http/action-result';
import styles from './account.module.css';
import { setNewSignInAlertsAction, setTwoFactorRequiredAction } from './actions';

function Switch({
  id,
  label,
  initial,
  save,
}: {
  id: string;
  label: string;
  initial: boolean;
  save: (on: boolean) => Promise<ActionResult<unknown>>;
}) {
  const router = useRouter();
  const [on, setOn] = useState(initial);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: ReactNode } | null>(null);
  async function toggle(next: boolean) {
    setPending(true);
    try {
      await awaitAction(save(next)); // an ended session: "Tu sesión expiró", then sign in and back (use-action.ts)
      setOn(next);
      setMessage({ ok: true, text: 'Guardado.' });
      startTransition(() => router.refresh());
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="card-body stack-sm">
      <label className={`switch ${styles.switchRow}`} htmlFor={id}>
        <input id={id} type="checkbox" role="switch" checked={on} disabled={pending} onChange={(e) => void toggle(e.target.checked)} />
        <span>{label}</span>
      </label>
      <div role="status">{message && <span className={message.ok ? 'text-sm' : 'field-error text-sm'}>{message.text}</span>}</div>
    </div>
  );
}

export function NewSignInAlertsSwitch({ initial }: { initial: boolean }) {
  return (
    <Switch
      id="new-sign-in-alerts"
      initial={initial}
      label="Enviarme un correo cuando alguien entre a mi cuenta desde un navegador nuevo"
      save={(enabled) => setNewSignInAlertsAction({ enabled })}
    />
  );
}

export function TwoFactorRequiredSwitch({ initial, organizationName }: { initial: boolean; organizationName: string }) {
  return (
    <Switch
      id="two-factor-required"
      initial={initial}
      label={`Exigir verificación en dos pasos a todos los miembros de ${organizationName}`}
      save={(required) => setTwoFactorRequiredAction({ required })}
    />
  );
}
