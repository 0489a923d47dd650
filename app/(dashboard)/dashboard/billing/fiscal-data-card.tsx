'use client';
// "Datos fiscales": the receiver of the organization's invoices (lib/payments/fiscal/): RFC, razón social, régimen
// fiscal and uso de CFDI from the SAT's catalogues in force (lib/payments/fiscal/catalogs.ts; the usos offered are
// those the chosen régimen allows), código postal of the fiscal address, the email for invoices and the invoice mode.
// Checked by the API's schema; each problem shows under its field. payments-actions.ts saveFiscalDataAction.
import { useState } from 'react';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { CfdiUse, TaxRegime } from '@/lib/payments/fiscal/catalogs';
import type { FiscalDataBody } from '@/lib/payments/fiscal/schemas';
import { FieldMessage, fieldErrorsOf, invalidProps } from './field-errors';
import { saveFiscalDataAction } from './payments-actions';

export function FiscalDataCard({
  data,
  regimes,
  uses,
  testMode,
}: {
  data: FiscalDataBody;
  regimes: TaxRegime[];
  uses: CfdiUse[];
  testMode: boolean;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const [regime, setRegime] = useState(data.taxRegime);
  const save = useActionMutation(saveFiscalDataAction, {
    onSuccess: () => setSaved('Datos fiscales guardados: las próximas facturas se emitirán con ellos.'),
  });
  const errors = fieldErrorsOf(save.error);
  const field = (name: string, id: string) => ({ name, id, ...invalidProps(errors, name, id) });
  const usesOffered = regime ? uses.filter((u) => u.regimes.includes(regime)) : uses;
  return (
    <Card
      id="datos-fiscales"
      title="Datos fiscales"
      description="Escríbelos como aparecen en tu constancia de situación fiscal del SAT: con ellos emitimos tus facturas (CFDI 4.0)."
    >
      <form
        className="card-body form-grid"
        data-testid="fiscal-data-form"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(null);
          const f = new FormData(e.currentTarget);
          const value = (name: string) => String(f.get(name) ?? '');
          save.mutate({
            rfc: value('rfc'),
            legalName: value('legalName'),
            taxRegime: value('taxRegime'),
            postalCode: value('postalCode'),
            cfdiUse: value('cfdiUse'),
            email: value('email'),
            invoiceMode: value('invoiceMode'),
          });
        }}
      >
        {testMode && (
          <p className="text-sm muted">En modo de prueba estos datos solo sirven para facturas de prueba, sin validez fiscal.</p>
        )}
        {!testMode && !data.complete && (
          <p className="text-sm muted" data-testid="fiscal-data-missing">
            Aún no capturas tus datos fiscales: tus recargas quedan sin facturar hasta que lo hagas.
          </p>
        )}
        <div className="form-row">
          <div className="field">
            <label htmlFor="fiscal-rfc">RFC</label>
            <input
              {...field('rfc', 'fiscal-rfc')}
              className="input"
              autoComplete="off"
              maxLength={13}
              placeholder="12 o 13 caracteres"
              defaultValue={data.rfc}
            />
            <FieldMessage errors={errors} field="rfc" id="fiscal-rfc" />
          </div>
          <div className="field">
            <label htmlFor="fiscal-postal-code">Código postal fiscal</label>
            <input
              {...field('postalCode', 'fiscal-postal-code')}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              placeholder="5 dígitos"
              defaultValue={data.postalCode}
            />
            <FieldMessage errors={errors} field="postalCode" id="fiscal-postal-code" />
          </div>
        </div>
        <div className="field">
          <label htmlFor="fiscal-legal-name">Razón social</label>
          <input
            {...field('legalName', 'fiscal-legal-name')}
            className="input"
            autoComplete="organization"
            maxLength={254}
            placeholder="Sin régimen societario, p. ej. TIENDA EJEMPLO"
            defaultValue={data.legalName}
          />
          <FieldMessage errors={errors} field="legalName" id="fiscal-legal-name" />
        </div>
        <div className="field">
          <label htmlFor="fiscal-regime">Régimen fiscal</label>
          <select {...field('taxRegime', 'fiscal-regime')} className="select" value={regime} onChange={(e) => setRegime(e.target.value)}>
            <option value="">Elige tu régimen</option>
            {regimes.map((r) => (
              <option key={r.code} value={r.code}>
                {r.code} · {r.name}
              </option>
            ))}
          </select>
          <FieldMessage errors={errors} field="taxRegime" id="fiscal-regime" />
        </div>
        <div className="field">
          <label htmlFor="fiscal-use">Uso de CFDI</label>
          <select {...field('cfdiUse', 'fiscal-use')} className="select" defaultValue={data.cfdiUse} key={regime}>
            {usesOffered.map((u) => (
              <option key={u.code} value={u.code}>
                {u.code} · {u.name}
              </option>
            ))}
          </select>
          <FieldMessage errors={errors} field="cfdiUse" id="fiscal-use" />
        </div>
        <div className="field">
          <label htmlFor="fiscal-email">Correo para recibir las facturas (opcional)</label>
          <input
            {...field('email', 'fiscal-email')}
            className="input"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={data.email ?? ''}
            aria-describedby={errors.email ? 'fiscal-email-error' : 'fiscal-email-hint'}
          />
          <span id="fiscal-email-hint" className="hint">
            Vacío: las enviamos a los propietarios de la organización.
          </span>
          <FieldMessage errors={errors} field="email" id="fiscal-email" />
        </div>
        <fieldset className="field">
          <legend className="field-label">Facturación</legend>
          <label className="checkbox-row">
            <input type="radio" name="invoiceMode" value="per_topup" defaultChecked={data.invoiceMode === 'per_topup'} />
            <span>Una factura por recarga</span>
          </label>
          <label className="checkbox-row">
            <input type="radio" name="invoiceMode" value="monthly" defaultChecked={data.invoiceMode === 'monthly'} />
            <span>Una factura mensual con todas las recargas del mes</span>
          </label>
          <FieldMessage errors={errors} field="invoiceMode" id="fiscal-mode" />
        </fieldset>
        {save.error && (
          <div className="alert alert-error" role="alert">
            {Object.keys(errors).length > 0 ? 'Revisa los campos marcados.' : errorMessage(save.error)}
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
            Guardar datos fiscales
          </button>
        </div>
      </form>
    </Card>
  );
}
