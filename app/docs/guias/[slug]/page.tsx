// /docs/guias/<slug> — one Spanish guide, rendered from its Markdown in docs/guias/ (app/docs/_lib/guides.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsNav } from '../../_components/docs-nav';
import { expandGenerated } from '../../_lib/generated';
import { findGuide, readGuideSource } from '../../_lib/guides';
import { renderMarkdown } from '../../_lib/markdown';
import styles from '../../docs.module.css';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = findGuide((await params).slug);
  return { title: guide ? `${guide.title} · Guías · Envíos MX` : 'Guía no encontrada · Envíos MX', description: guide?.summary };
}

export default async function GuidePage({ params }: Props) {
  const guide = findGuide((await params).slug);
  if (!guide) notFound();
  const { html, headings } = renderMarkdown(expandGenerated(await readGuideSource(guide)));
  const toc = headings.filter((h) => h.depth === 2);
  return (
    <div className={styles.page}>
      <DocsNav current={guide.slug} />
      <main className={styles.main}>
        {toc.length > 2 && (
          <details className={styles.toc}>
            <summary>En esta página</summary>
            <ul>
              {toc.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`}>{h.text}</a>
                </li>
              ))}
            </ul>
          </details>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is marked's rendering of this repository's own docs/guias/*.md, not user input */}
        <article className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
      </main>
    </div>
  );
}
