// /baja/<token>: the unsubscribe link of every recipient notice (email footer, List-Unsubscribe, SMS text).
// Opening it changes nothing: the page says whose notices stop and asks to confirm with a button, a plain form
// POST to this same address (no JavaScript), which proxy.ts hands to app/api/public/unsubscribe/[token]/route.ts;
// that answers 303 back here, and the page then says it is done. So a mail scanner that opens links (Safe Links
// and the like) unsubscribes nobody, while a mail client's one-click POST (RFC 8058) still works at once. An
// unknown token: proxy.ts answers the Spanish 404 page (not-found.tsx if it disappears in between).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/platform/db';
import { findUnsubscribeLink } from '@/lib/notifications/unsubscribe';
import styles from '@/app/rastreo/rastreo.module.css';

export const metadata: Metadata = { title: 'Avisos de tus envíos · Envíos MX', robots: { index: false, follow: false } };

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await findUnsubscribeLink(getDb(), token);
  if (!link) notFound();
  const where = link.channel === 'email' ? 'a este correo' : 'a este número';
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        {link.unsubscribed ? (
          <section className={styles.card}>
            <h1 className={styles.status}>Listo, ya no recibirás avisos</h1>
            <p className={styles.detail}>
              {link.brandName} no te enviará más avisos de tus envíos {where}. Puedes seguir consultando tus paquetes en la página de
              rastreo con su número de guía.
            </p>
            <p className={styles.detail}>
              <a href="/rastreo">Rastrear un envío</a>
            </p>
          </section>
        ) : (
          <section className={styles.card}>
            <h1 className={styles.status}>¿Dejar de recibir avisos?</h1>
            <p className={styles.detail}>
              {link.brandName} te avisa {where} cuando tu paquete avanza: cuando se recolecta, sale a reparto o se entrega. Si confirmas,
              dejará de enviarte avisos de este envío y de los siguientes.
            </p>
            <form method="post" action={`/baja/${encodeURIComponent(token)}`} className={styles.confirm}>
              <button type="submit" className={styles.searchButton}>
                Sí, dejar de recibir avisos
              </button>
            </form>
            <p className={styles.note}>Si quieres seguir recibiéndolos, solo cierra esta página: nada cambia hasta que confirmes.</p>
          </section>
        )}
      </main>
    </div>
  );
}
