// /docs — the API reference: Scalar, rendered in the browser from /api/v1/openapi.json, its code served by this app
// (app/docs/_lib/scalar-assets.ts; no CDN). The page itself is a few KB: a header with the guides, and the script.
// Its links are plain <a> (full page loads): the reference lives outside React and must not survive a client-side
// navigation, and a page reached by one would not run its module script.
import type { Metadata } from 'next';
import { guides } from './_lib/guides';
import { pageNonce } from './_lib/nonce';
import { HydratedSignal } from './_components/hydrated-signal';
import { HYDRATED_EVENT, SCALAR_ENTRY } from './_lib/scalar-assets';
import styles from './docs.module.css';

export const metadata: Metadata = { title: 'Referencia de la API · Envíos MX' };

export default async function DocsPage() {
  const nonce = await pageNonce();
  return (
    <div className={styles.reference}>
      <header className={styles.topbar}>
        <a className={styles.brand} href="/">
          Envíos MX
        </a>
        <h1>Referencia de la API</h1>
        <a className={styles.guidesLink} href="/docs/guias">
          Guías
        </a>
        <nav aria-label="Guías">
          {guides.map((g) => (
            <a key={g.slug} href={`/docs/guias/${g.slug}`}>
              {g.title}
            </a>
          ))}
          <a href="/api/v1/openapi.json">openapi.json</a>
        </nav>
      </header>
      <noscript>
        <p className={styles.lead}>
          La referencia interactiva necesita JavaScript. El documento OpenAPI está en{' '}
          <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> y las guías en <a href="/docs/guias">/docs/guias</a>.
        </p>
      </noscript>
      <HydratedSignal event={HYDRATED_EVENT} />
      <script type="module" src={SCALAR_ENTRY} nonce={nonce} />
    </div>
  );
}
