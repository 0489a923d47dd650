// /docs/guias — the list of Spanish guides.
import type { Metadata } from 'next';
import Link from 'next/link';
import { DocsNav } from '../_components/docs-nav';
import { guides } from '../_lib/guides';
import styles from '../docs.module.css';

export const metadata: Metadata = { title: 'Guías · Envíos MX' };

export default function GuidesIndex() {
  return (
    <div className={styles.page}>
      <DocsNav />
      <main className={styles.main}>
        <h1>Guías de integración</h1>
        <p className={styles.lead}>
          Cómo usar la API de Envíos MX, en español. La referencia de cada operación está en <Link href="/docs">/docs</Link>.
        </p>
        <ul className={styles.cards}>
          {guides.map((g) => (
            <li key={g.slug}>
              <Link href={`/docs/guias/${g.slug}`}>
                <strong>{g.title}</strong>
                <span>{g.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
