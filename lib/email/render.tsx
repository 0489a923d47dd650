// Renders a template into the three parts of a message: subject, HTML (inside the branded layout) and plain text
// (derived from the same HTML: images dropped, links written out). Used by the sender at send time and by tests.
import { plainTextSelectors, render, toPlainText } from '@react-email/render';
import { EmailLayout } from './layout';
import type { AnyEmailTemplate, EmailBrand, EmailLinks } from './template';
import { templates, type EmailTemplateName } from './templates';

// Headings keep their case in the text part (html-to-text shouts them by default).
const headingSelectors = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

export type RenderedEmail = { subject: string; html: string; text: string };

export class UnknownEmailTemplateError extends Error {
  constructor(name: string) {
    super(`unknown email template "${name}" (register it in lib/email/templates/index.ts)`);
    this.name = 'UnknownEmailTemplateError';
  }
}

export function findEmailTemplate(name: string): AnyEmailTemplate {
  const template = (templates as Record<string, AnyEmailTemplate>)[name];
  if (!template) throw new UnknownEmailTemplateError(name);
  return template;
}

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(templates, name);
}

export async function renderEmail(
  template: AnyEmailTemplate | string,
  input: { data: unknown; brand: EmailBrand; links: EmailLinks },
): Promise<RenderedEmail> {
  const t = typeof template === 'string' ? findEmailTemplate(template) : template;
  const { data, brand, links } = input;
  const { Body } = t;
  const html = await render(
    <EmailLayout brand={brand} links={links} preview={t.preview?.(data, brand)}>
      <Body data={data} brand={brand} links={links} />
    </EmailLayout>,
  );
  const text = toPlainText(html, { wordwrap: false, selectors: [...plainTextSelectors, ...headingSelectors] })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // Subjects are one line: a line break in a subject would be a header injection attempt or a template bug.
  const subject = t
    .subject(data, brand)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return { subject, html, text };
}
