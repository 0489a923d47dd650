// Real mail in Playwright journeys: the e2e server (scripts/e2e-server.ts) runs an SMTP server the app sends to
// and serves what it received as JSON (mailboxUrl in the state file). waitForMail polls it until a message to
// `to` (and matching `subject`) arrives; its links are absolute URLs to follow with page.goto.
import { readFileSync } from 'node:fs';
import { SERVER_STATE_FILE } from './state';

export type Mail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string | null;
  headers: Record<string, string>;
  links: string[];
  receivedAt: string;
};

function mailboxUrl(): string {
  const state = JSON.parse(readFileSync(SERVER_STATE_FILE, 'utf8')) as { mailboxUrl?: string };
  if (!state.mailboxUrl) throw new Error(`${SERVER_STATE_FILE} has no mailboxUrl: is the e2e server (scripts/e2e-server.ts) current?`);
  return state.mailboxUrl;
}

/** Every message received for `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${mailboxUrl()}/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as Mail[];
}

/**
 * The first message to `to` whose subject matches `subject` (and, with `after`, received after that moment),
 * waiting up to `timeoutMs` for it: the app's email runner sends within a second or two of the commit.
 */
export async function waitForMail(options: { to: string; subject?: RegExp; after?: Date; timeoutMs?: number }): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  let seen: Mail[] = [];
  for (;;) {
    seen = await mailsTo(options.to);
    const found = seen.find(
      (m) => (!options.subject || options.subject.test(m.subject)) && (!options.after || new Date(m.receivedAt) > options.after),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no email to ${options.to}${options.subject ? ` matching ${options.subject}` : ''} (received: ${seen.map((m) => m.subject).join(' | ') || 'none'})`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link of `mail` that contains `contains` (e.g. "/invitacion/"). */
export function mailLink(mail: Mail, contains: string): string {
  const link = mail.links.find((l) => l.includes(contains));
  if (!link) throw new Error(`no link containing ${contains} in "${mail.subject}": ${mail.links.join(' ')}`);
  return link;
}
