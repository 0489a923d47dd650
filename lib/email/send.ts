// Sends one outbox message over SMTP: renders its template with the organization's brand as it is now, and
// hands it to a pooled nodemailer transport (SMTP_URL). The Message-ID is the row's, fixed at enqueue time, so a
// message sent again after a crash (accepted by the server, then the process died before marking it sent) is
// the same message to the receiving side. List-Unsubscribe (RFC 8058 one-click) when the row has the address.
// Attachments, when the template declares them, are made at send time from the row's data (an invoice's XML and PDF).
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbOrTx } from '@/db/client';
import type { EmailOutboxRow } from '@/db/schema';
import { config } from '@/lib/platform/config';
import { emailLinks, loadEmailBrand } from './brand';
import { SERVICE_NAME } from './layout';
import { findEmailTemplate, renderEmail } from './render';
import { EmailDroppedError, sendTimeProvider } from './send-time';

/** Mail waits in the outbox while this is the case (development without the launcher's catcher). */
export class EmailNotConfiguredError extends Error {
  constructor() {
    super('SMTP_URL no está configurada: el correo espera en la bandeja de salida.');
    this.name = 'EmailNotConfiguredError';
  }
}

const DEFAULT_FROM = `${SERVICE_NAME} <no-responder@localhost>`;

let cached: { url: string; transport: Transporter } | undefined;

/** The process's pooled SMTP transport (a few reused connections), made again if SMTP_URL changed (tests). */
export function mailTransport(): Transporter {
  const url = config().SMTP_URL;
  if (!url) throw new EmailNotConfiguredError();
  if (cached?.url === url) return cached.transport;
  cached?.transport.close();
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    host: parsed.hostname,
    port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 587),
    secure: parsed.protocol === 'smtps:',
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    // A dead server must not hold a message (and its lease) for long: every wait is bounded.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  cached = { url, transport };
  return transport;
}

/** Closes the pooled connections (shutdown, tests). */
export function closeMailTransport(): void {
  cached?.transport.close();
  cached = undefined;
}

/** EMAIL_FROM, with the row's display name instead of the configured one when it has one. */
export function fromHeader(fromName: string | null): string | { name: string; address: string } {
  const configured = config().EMAIL_FROM ?? DEFAULT_FROM;
  if (!fromName) return configured;
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return { name: fromName, address };
}

export async function sendOutboxEmail(db: DbOrTx, row: EmailOutboxRow): Promise<void> {
  const transport = mailTransport();
  const template = findEmailTemplate(row.template);
  // files the template makes from its data at send time (lib/email/template.ts `attachments`), never stored in the row
  const attachments = (await template.attachments?.(db, row.data)) ?? [];
  if (template.sendTime) {
    // the domain's answer at send time (lib/email/send-time.ts): its files, or a reason not to send it at all
    const provider = sendTimeProvider(template.name);
    if (!provider) throw new Error(`no send-time content provider is registered for the email template "${template.name}"`);
    const content = await provider(db, row.data);
    if (!content.send) throw new EmailDroppedError(content.reason);
    attachments.push(...content.attachments);
  }
  const brand = await loadEmailBrand(db, row.organizationId);
  const rendered = await renderEmail(template, { data: row.data, brand, links: emailLinks(row.listUnsubscribeUrl, row.replyTo) });
  await transport.sendMail({
    from: fromHeader(row.fromName),
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    messageId: row.messageId,
    attachments: attachments.length > 0 ? attachments : undefined,
    headers: row.listUnsubscribeUrl
      ? { 'List-Unsubscribe': `<${row.listUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
  });
}
