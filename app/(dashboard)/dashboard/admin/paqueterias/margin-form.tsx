'use client';
// One organization's margin over carrier cost, in percent as people read it (stored in basis points: 15 % = 1500);
// empty goes back to the platform's default (CARRIER_MARGIN_BASIS_POINTS).
import { useId, useState } from 'react';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { setCarrierMarginAction } from './actions';
import styles from './margins.module.css';

const percent = (basisPoints: number) => (basisPoints / 100).toLocaleString('es-MX', { maximumFractionDigits: 2 });

export function MarginForm({
  organization,
  defaultBasisPoints,
}: {
  organization: { id: string; name: string; basisPoints: number | null };
  defaultBasisPoints: number;
}) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const save = useActionMutation(setCarrierMarginAction, {
    onSuccess: (r) =>
      setNotice(
        r.basisPoints === null ? `Usa el margen general (${percent(defaultBasisPoints)} %).` : `Margen: ${percent(r.basisPoints)} %.`,
      ),
  });
  return (
    <form
      className={styles.form}
      aria-label={`Margen de ${organization.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        setNotice(null);
        const raw = String(new FormData(e.currentTarget).get('percent') ?? '').trim();
        save.mutate({ organizationId: organization.id, basisPoints: raw === '' ? null : Math.round(Number(raw) * 100) });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Margen de {organization.name} (%)
      </label>
      <input
        id={id}
        name="percent"
        className={`input ${styles.input}`}
        type="number"
        min="0"
        max="1000"
        step="0.01"
        defaultValue={organization.basisPoints === null ? '' : organization.basisPoints / 100}
        placeholder={`${percent(defaultBasisPoints)} (general)`}
      />
      <button type="submit" className="btn btn-sm" disabled={save.isPending}>
        Guardar
      </button>
      {notice && (
        <span className="muted" role="status">
          {notice}
        </span>
      )}
      {save.error && (
        <span className={styles.error} role="alert">
          {errorMessage(save.error)}
        </span>
      )}
    </form>
  );
}
