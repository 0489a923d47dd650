// Markdown of the guides -> HTML, on the server (marked). Headings get GitHub's anchors (github-slugger), so a
// link like errores.md#not_found works both on GitHub and on the site; `{#id}` at the end of a heading sets its
// anchor explicitly. Links to another guide's file become its /docs/guias address.
import GithubSlugger from 'github-slugger';
import { Marked, type Tokens } from 'marked';
import { guides } from './guides';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Address on the site of a link written for the repository (`webhooks.md#firma`, `../../CHANGELOG.md`). */
export function siteHref(href: string): string {
  const match = /^(?:\.\/|(?:\.\.\/)+)?([A-Za-z0-9_./-]*?\.md)(#.*)?$/.exec(href);
  if (!match) return href;
  const file = match[1].split('/').pop()!;
  const guide = guides.find((g) => g.file.split('/').pop() === file);
  return guide ? `/docs/guias/${guide.slug}${match[2] ?? ''}` : href;
}

export type RenderedGuide = { html: string; headings: { depth: number; id: string; text: string }[] };

export function renderMarkdown(source: string): RenderedGuide {
  const slugger = new GithubSlugger();
  const headings: RenderedGuide['headings'] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline: (t: Tokens.Heading['tokens']) => string } }, token: Tokens.Heading) {
        const explicit = /\s*\{#([A-Za-z0-9_.:-]+)\}\s*$/.exec(token.text);
        const tokens = explicit ? trimExplicitId(token.tokens) : token.tokens;
        const plain = (explicit ? token.text.slice(0, explicit.index) : token.text).replace(/`/g, '');
        const id = explicit ? explicit[1] : slugger.slug(plain);
        if (explicit) slugger.slug(id); // reserve it, so a later heading with the same text gets -1
        headings.push({ depth: token.depth, id, text: plain });
        const inner = this.parser.parseInline(tokens);
        return `<h${token.depth} id="${escapeAttr(id)}"><a class="anchor" href="#${escapeAttr(id)}" aria-hidden="true" tabindex="-1">#</a>${inner}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline: (t: Tokens.Link['tokens']) => string } }, token: Tokens.Link) {
        const href = siteHref(token.href);
        const title = token.title ? ` title="${escapeAttr(token.title)}"` : '';
        return `<a href="${escapeAttr(href)}"${title}>${this.parser.parseInline(token.tokens)}</a>`;
      },
    },
  });
  // code blocks and tables scroll sideways on a phone: focusable, so a keyboard can scroll them too (WCAG 2.1.1)
  const html = (marked.parse(source, { async: false }) as string)
    .replace(/<pre>/g, '<pre tabindex="0">')
    .replace(/<table>/g, '<table tabindex="0">');
  return { html, headings };
}

/** The heading's inline tokens without the trailing `{#id}`. */
function trimExplicitId(tokens: Tokens.Heading['tokens']): Tokens.Heading['tokens'] {
  const copy = [...tokens];
  const last = copy[copy.length - 1];
  if (last && last.type === 'text') {
    const text = (last as Tokens.Text).text.replace(/\s*\{#[A-Za-z0-9_.:-]+\}\s*$/, '');
    copy[copy.length - 1] = { ...(last as Tokens.Text), text, raw: text, tokens: undefined } as Tokens.Text;
  }
  return copy;
}
