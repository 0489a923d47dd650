// The menu shared by /docs and the guides: the API reference, every guide, the OpenAPI document.
import Link from 'next/link';
import { guides } from '../_lib/guides';
import styles from '../docs.module.css';

export function DocsNav({ current }: { current?: string }) {
  return (
    <nav className={styles.nav} aria-label="Documentación">
      <Link className={styles.brand} href="/">
        Envíos MX
      </Link>
      {/* a full page load: /docs runs its module script only on a real navigation (app/docs/page.tsx) */}
      <a href="/docs">Referencia de la API</a>
      <h2>Guías</h2>
      {guides.map((g) => (
        <Link key={g.slug} href={`/docs/guias/${g.slug}`} aria-current={current === g.slug ? 'page' : undefined}>
          {g.title}
        </Link>
      ))}
      <h2>Descargas</h2>
      <a href="/api/v1/openapi.json">openapi.json</a>
    </nav>
  );
}
