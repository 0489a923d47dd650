// An unknown or malformed tracking number found only while rendering (proxy.ts answers the usual case before
// Next.js renders, with the same text: lib/http/public-not-found.ts). Status 404, and the search box.
import type { Metadata } from 'next';
import { TrackingSearchForm } from '../_components/search-form';
import { trackingNotFoundText } from '@/lib/http/public-not-found';
import styles from '../rastreo.module.css';

export const metadata: Metadata = { title: trackingNotFoundText.title, robots: { index: false, follow: false } };

export default function TrackingNotFound() {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.card}>
          <h1 className={styles.status}>{trackingNotFoundText.heading}</h1>
          <p className={styles.detail}>{trackingNotFoundText.detail}</p>
          <TrackingSearchForm />
        </section>
      </main>
    </div>
  );
}
