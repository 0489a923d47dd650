// /rastreo/<número>: the public tracking page (no sign-in, no client JavaScript). Server-rendered whole. An unknown
// or malformed number never gets here: proxy.ts answers the whole Spanish 404 page first
// (lib/http/public-not-found.ts), since notFound() in a dynamic page leaves the body to JavaScript;
// notFound() below covers a number gone in between. Rate-limited per IP and marked noindex (proxy.ts,
// app/rastreo/_lib/page-limit.ts). What it shows: lib/tracking/public-tracking.ts.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { CSSProperties } from 'react';
import { cache } from 'react';
import { getDb } from '@/lib/platform/db';
import { publicUrl } from '@/lib/platform/public-url';
import { getPublicTracking, showsEstimatedDelivery } from '@/lib/tracking/public-tracking';
import { trackingPath } from '@/lib/tracking/tracking-url';
import { BrandHeader } from '../_components/brand-header';
import { ProgressLine } from '../_components/progress-line';
import { TrackingSearchForm } from '../_components/search-form';
import { Timeline } from '../_components/timeline';
import { trackingDateTime, trackingDay } from '@/lib/platform/time/format';
import { publicStatusText } from '../_lib/texts';
import styles from '../rastreo.module.css';

type Props = { params: Promise<{ trackingNumber: string }> };

const load = cache(async (raw: string) => {
  let number: string;
  try {
    number = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return getPublicTracking(getDb(), number);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tracking = await load((await params).trackingNumber);
  const robots = { index: false, follow: false };
  if (!tracking) return { title: 'No encontramos esa guía · Rastreo de envíos', robots };
  const title = `${publicStatusText[tracking.status].title} · Envío ${tracking.trackingNumber} de ${tracking.brand.name}`;
  const description = `Sigue tu envío de ${tracking.brand.name} con destino a ${tracking.destination.city}, ${tracking.destination.state}.`;
  const url = publicUrl(trackingPath(tracking.trackingNumber));
  return {
    title,
    description,
    robots,
    openGraph: {
      title,
      description,
      url,
      siteName: tracking.brand.name,
      locale: 'es_MX',
      type: 'website',
      images: tracking.brand.logoPath ? [{ url: publicUrl(tracking.brand.logoPath), alt: tracking.brand.name }] : undefined,
    },
  };
}

export default async function TrackingPage({ params }: Props) {
  const tracking = await load((await params).trackingNumber);
  if (!tracking) notFound();
  const status = publicStatusText[tracking.status];
  const showEta = tracking.estimatedDeliveryAt && showsEstimatedDelivery(tracking.status);
  return (
    <div className={styles.page} style={{ '--track-brand': tracking.brand.color } as CSSProperties}>
      <BrandHeader brand={tracking.brand} />
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="estado">
          <p className={styles.eyebrow}>
            {tracking.isReturn ? 'Guía de devolución' : 'Número de rastreo'} <span className={styles.mono}>{tracking.trackingNumber}</span>
          </p>
          <h1 id="estado" className={styles.status} data-status={tracking.status}>
            {status.title}
          </h1>
          <p className={styles.detail}>{status.detail}</p>
          <ProgressLine progress={tracking.progress} />
          <dl className={styles.facts}>
            <div>
              <dt>Destino</dt>
              <dd>
                {tracking.destination.city}, {tracking.destination.state}
              </dd>
            </div>
            {tracking.failedAttempt ? (
              <div>
                <dt>Intento de entrega</dt>
                <dd>
                  <time dateTime={tracking.failedAttempt.occurredAt.toISOString()}>
                    {trackingDateTime(tracking.failedAttempt.occurredAt)}
                  </time>
                  {tracking.failedAttempt.location ? ` · ${tracking.failedAttempt.location}` : ''}
                </dd>
              </div>
            ) : null}
            {showEta ? (
              <div>
                <dt>Entrega estimada</dt>
                <dd>{trackingDay(tracking.estimatedDeliveryAt!)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="historial">
          <h2 id="historial" className={styles.sectionTitle}>
            Historial del envío
          </h2>
          <Timeline events={tracking.events} />
          <p className={styles.note}>Horas en tiempo de la Ciudad de México.</p>
        </section>
        <section className={styles.card} aria-label="Rastrear otro envío">
          <TrackingSearchForm />
        </section>
      </main>
      <footer className={styles.footer}>Envío de {tracking.brand.name} · rastreo con Envíos MX</footer>
    </div>
  );
}
