'use client';
// "Recarga automática" (docs/payments.md "Direct debit"): when the balance falls below the threshold, one direct debit
// (domiciliación) of the amount from the pre-authorised account, at most once per day, week or month. A rejected debit
// suspends it, with the bank's reason; saving it enabled resumes it. Editable with billing:manage (owner, admin,
// finance), who alone may read it (the payer's account); payments-actions.ts saveAutoRechargeAction.
import { useState } from 'react';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { AutoRechargeBody } from '@/lib/payments/auto-recharge/settings';
import type { AutoRechargePeriod } from '@/model/payments';
import { FieldMessage, fieldErrorsOf, invalidProps } from './field-errors';
import { saveAutoRechargeAction } from './payments-actions';

const periodLabels: Record<AutoRechargePeriod, string> = { day: 'Diario', week: 'Semanal', month: 'Mensual' };
const text = (value: number | string | null) => (value === null ? '' : String(value));

function Summary({ settings }: { settings: AutoRechargeBody }) {
  if (!settings.configured) return <p className="text-sm muted">Sin configurar: tu saldo solo sube con transferencias.</p>;
  if (settings.status === 'suspended') {
    return (
      <div className="alert alert-warning" role="status" data-testid="auto-recharge-suspended">
        <strong>Recarga automática suspendida</strong>
        {settings.suspendedAt && ` desde el ${formatDateTime(new Date(settings.suspendedAt))}`}: el banco rechazó el último cargo (
        {settings.suspendedReason ?? 'sin motivo indicado'}). No intentaremos otro cargo hasta que la reanudes: corrige la cuenta, el
        mandato o el saldo de la cuenta domiciliada y guarda con «Recarga automática activada» marcada.
      </div>
    );
  }
  return (
    <p className="text-sm" data-testid="auto-recharge-current">
      {settings.enabled ? (
        <>
          <strong>Activada:</strong> si el saldo baja de {formatPesos(settings.threshold ?? 0)}, cargamos{' '}
          {formatPesos(settings.amount ?? 0)} a la CLABE terminada en {settings.payerClabe?.slice(-4)}, como máximo una vez por{' '}
          {{ day: 'día', week: 'semana', month: 'mes' }[settings.period]}.
        </>
      ) : (
        <>
          <strong>Desactivada.</strong> Tus datos quedan guardados para cuando la actives.
        </>
      )}
    </p>
  );
}

const debitStatus = { requested: 'pedida al banco, esperando su respuesta', succeeded: 'abonada', failed: 'rechazada' } as const;

function LastDebit({ debit }: { debit: NonNullable<AutoRechargeBody['lastDebit']> }) {
  return (
    <p className="text-sm muted" data-testid="auto-recharge-last">
      Última recarga: {formatPesos(debit.amount)} el {formatDateTime(new Date(debit.requestedAt))}, {debitStatus[debit.status]}
      {debit.failureReason ? ` (${debit.failureReason})` : ''}.
    </p>
  );
}

export function AutoRechargeCard({ settings }: { settings: AutoRechargeBody }) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = useActionMutation(saveAutoRechargeAction, {
    onSuccess: (r) => setSaved(r.enabled ? 'Recarga automática guardada y activada.' : 'Recarga automática guardada, desactivada.'),
  });
  const errors = fieldErrorsOf(save.error);
  const field = (name: string, id: string) => ({ name, id, ...invalidProps(errors, name, id) });
  return (
    <Card
      id="recarga-automatica"
      title="Recarga automática"
      description="Cuando tu saldo baje del umbral, cargamos el monto a tu cuenta domiciliada. Necesitas el mandato de domiciliación firmado en tu banco."
    >
      <form
        className="card-body form-grid"
        data-testid="auto-recharge-form"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(null);
          const f = new FormData(e.currentTarget);
          const value = (name: string) => String(f.get(name) ?? '');
          save.mutate({
            enabled: f.get('enabled') === 'on',
            threshold: value('threshold'),
            amount: value('amount'),
            period: value('period'),
            payerClabe: value('payerClabe'),
            payerName: value('payerName'),
            mandateReference: value('mandateReference'),
          });
        }}
      >
        <Summary settings={settings} />
        {settings.lastDebit && <LastDebit debit={settings.lastDebit} />}
        <label className="checkbox-row">
          <input type="checkbox" name="enabled" defaultChecked={settings.enabled} />
          <span>Recarga automática activada</span>
        </label>
        <div className="form-row">
          <div className="field">
            <label htmlFor="ar-threshold">Recargar cuando el saldo baje de (MXN)</label>
            <input
              {...field('threshold', 'ar-threshold')}
              className="input"
              inputMode="decimal"
              defaultValue={text(settings.threshold)}
              placeholder="Ej. 1000"
            />
            <FieldMessage errors={errors} field="threshold" id="ar-threshold" />
          </div>
          <div className="field">
            <label htmlFor="ar-amount">Monto de cada recarga (MXN)</label>
            <input
              {...field('amount', 'ar-amount')}
              className="input"
              inputMode="decimal"
              defaultValue={text(settings.amount)}
              placeholder="De 100 a 100,000"
            />
            <FieldMessage errors={errors} field="amount" id="ar-amount" />
          </div>
          <div className="field">
            <label htmlFor="ar-period">Como máximo una recarga por</label>
            <select {...field('period', 'ar-period')} className="select" defaultValue={settings.period}>
              {(Object.keys(periodLabels) as AutoRechargePeriod[]).map((p) => (
                <option key={p} value={p}>
                  {periodLabels[p]}
                </option>
              ))}
            </select>
            <FieldMessage errors={errors} field="period" id="ar-period" />
          </div>
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="ar-clabe">CLABE de la cuenta domiciliada</label>
            <input
              {...field('payerClabe', 'ar-clabe')}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
              placeholder="18 dígitos"
              defaultValue={text(settings.payerClabe)}
            />
            <FieldMessage errors={errors} field="payerClabe" id="ar-clabe" />
          </div>
          <div className="field">
            <label htmlFor="ar-payer">Titular de la cuenta</label>
            <input
              {...field('payerName', 'ar-payer')}
              className="input"
              maxLength={40}
              autoComplete="off"
              defaultValue={text(settings.payerName)}
            />
            <FieldMessage errors={errors} field="payerName" id="ar-payer" />
          </div>
          <div className="field">
            <label htmlFor="ar-mandate">Referencia del mandato</label>
            <input
              {...field('mandateReference', 'ar-mandate')}
              className="input"
              maxLength={40}
              autoComplete="off"
              placeholder="Ej. MANDATO-2026-0042"
              defaultValue={text(settings.mandateReference)}
            />
            <FieldMessage errors={errors} field="mandateReference" id="ar-mandate" />
          </div>
        </div>
        {save.error && Object.keys(errors).length === 0 && (
          <div className="alert alert-error" role="alert">
            {errorMessage(save.error)}
          </div>
        )}
        {save.error && Object.keys(errors).length > 0 && (
          <div className="alert alert-error" role="alert">
            Revisa los campos marcados.
          </div>
        )}
        {saved && (
          <div className="alert alert-success" role="status">
            {saved}
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <span className="spinner" aria-hidden="true" />}
            Guardar recarga automática
          </button>
        </div>
      </form>
    </Card>
  );
}
