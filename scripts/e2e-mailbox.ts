// The e2e suite's mail server (scripts/e2e-server.ts): a real SMTP server (smtp-server) on a loopback port that
// receives what the served app sends, parses it (mailparser) and keeps it in memory, plus a tiny JSON endpoint on
// another loopback port for the specs (e2e/mailbox.ts): GET /messages?to=<address> lists what arrived, oldest
// first. Nothing here is mocked: the app's runner talks SMTP to it exactly as to a production server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type E2eMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string | null;
  headers: Record<string, string>;
  /** every http(s) address in the text and the HTML's href attributes, in order, without repeats */
  links: string[];
  receivedAt: string;
};

export function linksOf(text: string, html: string): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const fromHtml = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  return [...new Set([...fromText, ...fromHtml])];
}

export async function startE2eMailbox(): Promise<{ smtpUrl: string; url: string; close: () => Promise<void> }> {
  const messages: E2eMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html,
            messageId: parsed.messageId ?? null,
            headers,
            links: linksOf(text, html),
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as AddressInfo).port;
  console.log(`[e2e] correo: SMTP en 127.0.0.1:${smtpPort}, buzón en http://127.0.0.1:${apiPort}/messages`);

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: `http://127.0.0.1:${apiPort}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => api.close(() => resolve()));
    },
  };
}
