// An unknown or malformed tracking number: a Spanish page with status 404 and the search box again.
import type { Metadata } from 'next';
import { TrackingSearchForm } from '../_components/search-form';
import styles from '../rastreo.module.css';

export const metadata: Metadata = { title: 'No encontramos esa guía · Rastreo de envíos', robots: { index: false, follow: false } };

export default function TrackingNotFound() {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.card}>
          <h1 className={styles.status}>No encontramos esa guía</h1>
          <p className={styles.detail}>
            Revisa el número de rastreo: lo encuentras en el correo de tu compra o en la etiqueta del paquete. Si acabas de recibirlo,
            puede tardar unos minutos en aparecer.
          </p>
          <TrackingSearchForm />
        </section>
      </main>
    </div>
  );
}
