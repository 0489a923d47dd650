// /baja/<token>: the unsubscribe link of every recipient notice (email footer, List-Unsubscribe, SMS text).
// Opening it stops every further notice of that organization to that address (lib/notifications/unsubscribe.ts);
// it is idempotent, so a second visit, a mail client's one-click POST (RFC 8058: Next.js renders the page for a
// plain POST too) or a link scanner's visit answer the same. An unknown token: 404 with a Spanish page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { unsubscribeRecipient } from '@/lib/notifications/unsubscribe';
import styles from '@/app/rastreo/rastreo.module.css';

export const metadata: Metadata = { title: 'Avisos cancelados · Envíos MX', robots: { index: false, follow: false } };

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const result = await unsubscribeRecipient(getDb(), token);
  if (!result.ok) notFound();
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.card}>
          <h1 className={styles.status}>Listo, ya no recibirás avisos</h1>
          <p className={styles.detail}>
            {result.brandName} no te enviará más avisos de tus envíos {result.channel === 'email' ? 'a este correo' : 'a este número'}. Puedes seguir
            consultando tus paquetes en la página de rastreo con su número de guía.
          </p>
          <p className={styles.detail}>
            <a href="/rastreo">Rastrear un envío</a>
          </p>
        </section>
      </main>
    </div>
  );
}
