'use client';
import styles from './account.module.css';
// The ten recovery codes, shown once, right after enrolment or regeneration (only their hashes are stored).
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="card-body stack" role="region" aria-label="Códigos de recuperación">
      <div className="alert alert-warning" role="status">
        Guarda estos códigos en un lugar seguro: no volverás a verlos. Cada uno sirve una sola vez para entrar si pierdes tu teléfono.
      </div>
      <ol className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="cluster">
        <button type="button" className="btn" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          Copiar códigos
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          Ya los guardé
        </button>
      </div>
    </div>
  );
}
