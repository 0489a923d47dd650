// /rastreo: the search box. The form is a plain GET (?guia=…), so it works without JavaScript: a number in the
// query sends the visitor to its page (/rastreo/<número>), which answers 404 for an unknown one.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { trackingPath } from '@/lib/tracking/tracking-url';
import { TrackingSearchForm } from './_components/search-form';
import styles from './rastreo.module.css';

export const metadata: Metadata = {
  title: 'Rastrea tu envío · Envíos MX',
  description: 'Consulta dónde está tu paquete con su número de rastreo o de guía.',
  robots: { index: false, follow: false },
};

export default async function TrackingSearchPage({ searchParams }: { searchParams: Promise<{ guia?: string | string[] }> }) {
  const { guia } = await searchParams;
  const number = (Array.isArray(guia) ? guia[0] : guia)?.replace(/\s+/g, '').toUpperCase() ?? '';
  if (number) redirect(trackingPath(number.slice(0, 60)));
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.card}>
          <h1 className={styles.status}>Rastrea tu envío</h1>
          <p className={styles.detail}>
            Escribe el número de rastreo que aparece en tu correo, o el número de rastreo o de guía impreso en la etiqueta del paquete.
          </p>
          <TrackingSearchForm />
        </section>
      </main>
    </div>
  );
}
