// /docs — the API reference: Scalar, rendered in the browser from /api/v1/openapi.json, its code served by this app
// (app/docs/_lib/scalar-assets.ts; no CDN). The page itself is a few KB: a header with the guides, and the script.
import type { Metadata } from 'next';
import Link from 'next/link';
import { guides } from './_lib/guides';
import { pageNonce } from './_lib/nonce';
import { SCALAR_ENTRY } from './_lib/scalar-assets';
import styles from './docs.module.css';

export const metadata: Metadata = { title: 'Referencia de la API · Envíos MX' };

export default async function DocsPage() {
  const nonce = await pageNonce();
  return (
    <div className={styles.reference}>
      <header className={styles.topbar}>
        <Link className={styles.brand} href="/">Envíos MX</Link>
        <h1>Referencia de la API</h1>
        <Link className={styles.guidesLink} href="/docs/guias">Guías</Link>
        <nav aria-label="Guías">
          {guides.map((g) => <Link key={g.slug} href={`/docs/guias/${g.slug}`}>{g.title}</Link>)}
          <a href="/api/v1/openapi.json">openapi.json</a>
        </nav>
      </header>
      <noscript>
        <p className={styles.lead}>La referencia interactiva necesita JavaScript. El documento OpenAPI está en <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> y las guías en <Link href="/docs/guias">/docs/guias</Link>.</p>
      </noscript>
      <script type="module" src={SCALAR_ENTRY} nonce={nonce} />
    </div>
  );
}
