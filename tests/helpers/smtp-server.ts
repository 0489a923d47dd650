// A real SMTP server in the test process (smtp-server), whose received messages are parsed (mailparser) and kept
// for assertions. Tests point SMTP_URL at `url`; `stop()` and `start()` again on the same port simulate an SMTP
// outage (mail must wait in the outbox and go out once the server is back).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  messageId: string | undefined;
  raw: string;
};

export type TestSmtpServer = {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** resolves with the first message (already received or arriving within `timeoutMs`) that matches */
  waitFor: (match: (m: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** messages sent to `address` (lowercase comparison) */
  to: (address: string) => ReceivedMail[];
  /** the first http(s) link in the message's text that contains `contains` */
  link: (mail: ReceivedMail, contains: string) => string;
  stop: () => Promise<void>;
  /** listen again on the same port after `stop()` */
  start: () => Promise<void>;
};

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', async () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const parsed = await simpleParser(raw);
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              messageId: parsed.messageId,
              raw,
            });
            for (const wake of waiters) wake();
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();

  const api: TestSmtpServer = {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    link(mail, contains) {
      const found = (mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).find((u) => u.includes(contains));
      if (!found) throw new Error(`no link containing ${contains} in: ${mail.text}`);
      return found;
    },
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching email within ${timeoutMs} ms (received ${messages.length}: ${messages.map((m) => m.subject).join(' | ')})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: () => listen(),
  };
  return api;
}
