// An unsubscribe link that does not exist (mistyped or cut by the mail client): 404 in Spanish.
import type { Metadata } from 'next';
import styles from '@/app/rastreo/rastreo.module.css';

export const metadata: Metadata = { title: 'Enlace no válido · Envíos MX', robots: { index: false, follow: false } };

export default function UnsubscribeNotFound() {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.card}>
          <h1 className={styles.status}>Este enlace no es válido</h1>
          <p className={styles.detail}>
            No encontramos el aviso de este enlace. Copia la dirección completa del correo o del mensaje que recibiste; si el problema sigue,
            responde al último aviso y el remitente te ayudará.
          </p>
        </section>
      </main>
    </div>
  );
}
