// The shape of an email template and how one is turned into a message. A template is a React component plus a
// subject, declared with defineEmailTemplate and registered by name in lib/email/templates/index.ts; the outbox
// stores only the name and the data, and the sender (lib/email/send.ts) renders it when it sends, with the
// organization's brand as it is then. Rendering gives HTML (inside the branded layout, lib/email/layout.tsx) and
// the plain-text part derived from that same HTML, so the two never disagree.
import type { ReactElement } from 'react';
import type { DbOrTx } from '@/db/client';

/** Whose message this is, as the reader sees it: name, logo and colour (lib/email/brand.ts builds it). */
export type EmailBrand = {
  /** the organization's brand name (or name); "Envíos MX" for platform messages */
  name: string;
  /** absolute URL of the organization's logo (PNG, served by app/api/public/logos/[organizationId]), or null */
  logoUrl: string | null;
  /** "#RRGGBB": buttons and the header rule; the service's own colour when the organization has none */
  color: string;
};

/** Links every message may show, all absolute (lib/platform/public-url.ts). */
export type EmailLinks = {
  /** the service's home page */
  home: string;
  /** the dashboard, where a member of the organization signs in */
  dashboard: string;
  /** one-click unsubscribe address of this message (recipient notifications), or null */
  unsubscribe: string | null;
  /**
   * the message's Reply-To (a recipient notice's organization may set one), or null/absent: nobody reads replies,
   * and the footer asks not to reply
   */
  replyTo?: string | null;
};

/** A file sent with a message (nodemailer's attachment: a name, the bytes and their type). */
export type EmailAttachment = { filename: string; content: Buffer | string; contentType: string };

export type EmailBodyProps<Data> = { data: Data; brand: EmailBrand; links: EmailLinks };

export type EmailTemplate<Data> = {
  /** kebab-case, unique: the value stored in email_outbox.template */
  name: string;
  subject: (data: Data, brand: EmailBrand) => string;
  /** the line mail clients show next to the subject (optional) */
  preview?: (data: Data, brand: EmailBrand) => string;
  Body: (props: EmailBodyProps<Data>) => ReactElement;
  /**
   * The files sent with the message, made at send time from what `data` names (e.g. an invoice's id: its XML read and
   * its PDF drawn then), so the outbox row stays small. Throwing counts as a failed attempt, retried like any other.
   */
  attachments?: (db: DbOrTx, data: Data) => Promise<EmailAttachment[]>;
  /**
   * The message's files, or the decision not to send it, come at send time from the provider its domain registered
   * under the template's name (lib/email/send-time.ts), so the template imports no domain.
   */
  sendTime?: boolean;
};

/** Declares a template (the identity function, for type inference of `Data` in subject and Body). */
export function defineEmailTemplate<Data>(template: EmailTemplate<Data>): EmailTemplate<Data> {
  return template;
}

/** Any registered template, whatever its data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEmailTemplate = EmailTemplate<any>;
