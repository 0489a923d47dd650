'use client';
// "Configuración de contra entrega": where the COD fee is paid (with the label, or deducted from the collection) and
// the bank account (CLABE) collections are transferred to instead of the balance. The server checks the CLABE (18
// digits, bank code, check digit) and answers in Spanish; finance, owners and admins only (the page is theirs).
import { useState } from 'react';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { CodFeeMode } from '@/model/cod';
import styles from './cod.module.css';
import { updateCodSettingsAction } from './settings-actions';

export type CodSettingsFormValues = { feeMode: CodFeeMode; payoutClabe: string | null; payoutBeneficiary: string | null };

export function CodSettingsForm({ settings }: { settings: CodSettingsFormValues }) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = useActionMutation(updateCodSettingsAction, {
    onSuccess: (r) =>
      setSaved(
        r.payoutClabe
          ? `Configuración guardada: los cobros se transferirán a la CLABE terminada en ${r.payoutClabe.slice(-4)}.`
          : 'Configuración guardada: los cobros se abonarán a tu saldo.',
      ),
  });
  return (
    <Card
      title="Configuración de contra entrega"
      description="Cómo se paga la comisión de contra entrega y a dónde llegan los cobros que el proveedor nos remite."
    >
      <form
        className="card-body form-grid"
        data-testid="cod-settings-form"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(null);
          const form = new FormData(e.currentTarget);
          const clabe = String(form.get('payoutClabe') ?? '').trim();
          save.mutate({
            feeMode: String(form.get('feeMode') ?? 'purchase') as CodFeeMode,
            payoutClabe: clabe === '' ? null : clabe,
            payoutBeneficiary: String(form.get('payoutBeneficiary') ?? '').trim() || null,
          });
        }}
      >
        <fieldset className="field">
          <legend className="field-label">Comisión de contra entrega</legend>
          <label className="checkbox-row">
            <input type="radio" name="feeMode" value="purchase" defaultChecked={settings.feeMode === 'purchase'} />
            <span>
              <span className={`title ${styles.optionTitle}`}>Cobrarla con la guía</span>
              <br />
              <span className="desc">Se descuenta de tu saldo al comprar la guía, como hasta ahora.</span>
            </span>
          </label>
          <label className="checkbox-row">
            <input type="radio" name="feeMode" value="deduct" defaultChecked={settings.feeMode === 'deduct'} />
            <span>
              <span className={`title ${styles.optionTitle}`}>Descontarla del cobro</span>
              <br />
              <span className="desc">
                La guía cuesta menos y la comisión se toma del dinero cobrado al pagártelo. Aplica a los pedidos nuevos.
              </span>
            </span>
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="cod-clabe">CLABE para recibir los cobros (opcional)</label>
          <input
            id="cod-clabe"
            name="payoutClabe"
            className="input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            placeholder="18 dígitos"
            defaultValue={settings.payoutClabe ?? ''}
            aria-describedby="cod-clabe-hint"
          />
          <span id="cod-clabe-hint" className="hint">
            Déjala vacía para que los cobros se abonen a tu saldo. Con una CLABE, se transfieren en lotes por SPEI.
          </span>
        </div>
        <div className="field">
          <label htmlFor="cod-beneficiary">Titular de la cuenta</label>
          <input
            id="cod-beneficiary"
            name="payoutBeneficiary"
            className="input"
            maxLength={120}
            autoComplete="off"
            placeholder="Ej. Mi Tienda SA de CV"
            defaultValue={settings.payoutBeneficiary ?? ''}
          />
        </div>
        {save.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(save.error)}
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
            Guardar configuración
          </button>
        </div>
      </form>
    </Card>
  );
}
