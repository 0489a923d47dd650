'use client';
// The second factor: enrol (QR + secret in text, then a first code), the recovery codes shown once, regenerate
// them, or turn 2FA off (password + code). The secret is shown only while enrolling (lib/account/two-factor.ts).
import { useState, type ReactNode } from 'react';
import { errorMessage, awaitAction } from '@/app/_components/use-action';
import { FormField } from '@/app/login/form-field';
import type { Enrolment, TwoFactorStatus } from '@/lib/account/two-factor';
import { confirmTwoFactorAction, disableTwoFactorAction, regenerateRecoveryCodesAction, startTwoFactorAction } from './actions';
import { RecoveryCodes } from './recovery-codes';
import { useAccountForm } from './use-account-form';

export function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [startError, setStartError] = useState<ReactNode>(null);
  const confirm = useAccountForm(confirmTwoFactorAction, (data) => {
    setCodes(data.recoveryCodes);
    setEnrolment(null);
  });
  const regenerate = useAccountForm(regenerateRecoveryCodesAction, (data, el) => {
    el.reset();
    setCodes(data.recoveryCodes);
  });
  const disable = useAccountForm(disableTwoFactorAction, () => setCodes(null));

  async function start() {
    setStartError(null);
    try {
      setEnrolment(await awaitAction(startTwoFactorAction({})));
    } catch (error) {
      setStartError(errorMessage(error));
    }
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (!status.enabled && enrolment) {
    return (
      <div className="card-body stack">
        <p>1. Escanea este código con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={enrolment.qrDataUrl} width={220} height={220} alt="Código QR para agregar Envíos MX a tu aplicación de autenticación" />
        <p className="text-sm">
          ¿No puedes escanearlo? Escribe esta clave en la aplicación:{' '}
          <code className="wrap-anywhere" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </p>
        <form onSubmit={confirm.onSubmit} className="form-grid" noValidate aria-label="Confirmar verificación en dos pasos">
          {confirm.error && (
            <div className="alert alert-error" role="alert">
              {confirm.error}
            </div>
          )}
          <FormField
            id="code"
            label="2. Código de 6 dígitos"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={confirm.fields.code}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={confirm.pending}>
              Activar verificación en dos pasos
            </button>
          </div>
        </form>
      </div>
    );
  }
  if (!status.enabled) {
    return (
      <div className="card-body stack">
        <p>
          Además de tu contraseña, al entrar te pediremos un código de tu teléfono. Es la mejor defensa si alguien obtiene tu contraseña.
        </p>
        {startError && (
          <div className="alert alert-error" role="alert">
            {startError}
          </div>
        )}
        <div>
          <button type="button" className="btn btn-primary" onClick={start}>
            Configurar verificación en dos pasos
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="card-body stack">
      <p>
        <strong>Activada.</strong> Te quedan {status.recoveryCodesLeft} códigos de recuperación sin usar.
      </p>
      <form onSubmit={regenerate.onSubmit} className="form-grid" noValidate aria-label="Regenerar códigos de recuperación">
        <h3>Regenerar códigos de recuperación</h3>
        {regenerate.error && (
          <div className="alert alert-error" role="alert">
            {regenerate.error}
          </div>
        )}
        <FormField
          id="regenerate-code"
          name="code"
          label="Código"
          hint="El código de 6 dígitos de tu aplicación."
          autoComplete="one-time-code"
          error={regenerate.fields.code}
        />
        <div className="form-actions">
          <button type="submit" className="btn" disabled={regenerate.pending}>
            Generar códigos nuevos
          </button>
        </div>
      </form>
      <form onSubmit={disable.onSubmit} className="form-grid" noValidate aria-label="Desactivar verificación en dos pasos">
        <h3>Desactivar</h3>
        {disable.error && (
          <div className="alert alert-error" role="alert">
            {disable.error}
          </div>
        )}
        <FormField
          id="disablePassword"
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          error={disable.fields.disablePassword}
        />
        <FormField
          id="disable-code"
          name="code"
          label="Código"
          hint="De tu aplicación o un código de recuperación."
          autoComplete="one-time-code"
          error={disable.fields.code}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-danger" disabled={disable.pending}>
            Desactivar verificación en dos pasos
          </button>
        </div>
      </form>
    </div>
  );
}
