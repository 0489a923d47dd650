// "Recarga por transferencia SPEI": the organization's own CLABE (lib/payments/clabe.ts) read in groups (bank, branch,
// account, check digit), the beneficiary and the bank, a copy button; in test mode the simulator's transfer form.
// Without the bank's settings the page says transfers are not enabled and assigns no CLABE.
import { Alert, Card } from '@/app/_components/ui';
import type { OrganizationClabeView } from '@/lib/payments/clabe';
import styles from './billing.module.css';
import { CopyClabeButton } from './copy-clabe-button';
import { SimulateTransferForm } from './simulate-transfer-form';

/** 646180000000000017 -> ["646", "180", "00000000001", "7"]: how a CLABE is read aloud and checked by eye. */
export const clabeGroups = (clabe: string) => [clabe.slice(0, 3), clabe.slice(3, 6), clabe.slice(6, 17), clabe.slice(17)];

export function ClabeCard({ clabe, testMode }: { clabe: OrganizationClabeView | null; testMode: boolean }) {
  return (
    <Card
      id="clabe"
      title="Recarga por transferencia SPEI"
      description={
        testMode
          ? 'Modo de prueba: las transferencias son simuladas por el banco de pruebas, no mueven dinero real.'
          : 'Transfiere desde tu banca en línea a tu CLABE propia: el saldo se acredita en minutos, sin enviar comprobante.'
      }
    >
      <div className="card-body stack">
        {clabe ? (
          <>
            <dl className={styles.details}>
              <dt>CLABE</dt>
              <dd>
                <span className={styles.clabe} data-testid="clabe-value" data-clabe={clabe.clabe}>
                  {clabeGroups(clabe.clabe).map((group, i) => (
                    <span key={i} className={styles.clabeGroup}>
                      {group}
                    </span>
                  ))}
                </span>
              </dd>
              <dt>Beneficiario</dt>
              <dd data-testid="clabe-beneficiary">{clabe.beneficiaryName}</dd>
              <dt>Banco</dt>
              <dd>{clabe.bankName}</dd>
            </dl>
            <CopyClabeButton clabe={clabe.clabe} />
            <p className="muted text-sm">
              La CLABE es solo de tu organización y no cambia. Cada transferencia que llegue a ella se abona completa a tu saldo (IVA
              incluido) y te enviamos un comprobante por correo.
            </p>
            {testMode && <SimulateTransferForm />}
          </>
        ) : (
          <Alert tone="info">
            Las transferencias SPEI todavía no están habilitadas en este servidor. Mientras tanto, pide a tu administrador de la plataforma
            que abone tu saldo.
          </Alert>
        )}
      </div>
    </Card>
  );
}
