// An unsubscribe link that does not exist, found only while rendering (proxy.ts answers the usual case before
// Next.js renders, with the same text: lib/http/public-not-found.ts): 404 in Spanish.
import type { Metadata } from 'next';
import { unsubscribeNotFoundText } from '@/lib/http/public-not-found';
import styles from '@/app/rastreo/rastreo.module.css';

export const metadata: Metadata = { title: unsubscribeNotFoundText.title, robots: { index: false, follow: false } };

export default function UnsubscribeNotFound() {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.card}>
          <h1 className={styles.status}>{unsubscribeNotFoundText.heading}</h1>
          <p className={styles.detail}>{unsubscribeNotFoundText.detail}</p>
        </section>
      </main>
    </div>
  );
}
