// The email outbox over a real SMTP server (tests/helpers/smtp-server.ts): messages wait while the server is
// down and go out once when it is back; retries back off and end in 'failed'; the dedupe key; concurrent senders
// and senders killed mid-way never lose or double a message (counted by Message-ID); the runner wakes on the
// enqueue's NOTIFY; the Inngest function sends through the same attempt.
import { spawnSync } from 'node:child_process';
import { InngestTestEngine } from '@inngest/test';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailOutbox } from '@/db/schema';
import { resetConfigCache } from '@/lib/config';
import { claimDueEmails, drainEmailOutbox, EMAIL_MAX_ATTEMPTS, emailRetryDelayMs } from '@/lib/email/deliver-email';
import { EMAIL_SEND_REQUESTED_EVENT, sendEmailFunction } from '@/lib/email/inngest';
import { enqueueEmail } from '@/lib/email/outbox';
import { EmailRunner } from '@/lib/email/runner';
import { closeMailTransport } from '@/lib/email/send';
import { createTestOrg } from './helpers/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server';

let smtp: TestSmtpServer;
const later = (ms: number) => new Date(Date.now() + ms);
const HOUR = 60 * 60_000;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
  resetConfigCache();
});
afterAll(async () => {
  closeMailTransport();
  await smtp.stop();
});

const lowBalanceData = { balanceCentavos: 1_000, thresholdCentavos: 50_000, billingUrl: 'http://localhost:3000/dashboard/billing' };

async function enqueueOne(to: string, extra: Partial<Parameters<typeof enqueueEmail>[1]> = {}) {
  const org = await createTestOrg();
  const id = await getDb().transaction((tx) => enqueueEmail(tx, { organizationId: org.id, to, template: 'low-balance', data: lowBalanceData, ...extra }));
  const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  return { org, row };
}

const rowOf = async (id: string) => (await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const byMessageId = (messageId: string) => smtp.messages.filter((m) => m.messageId === messageId);

describe('outbox delivery', () => {
  it('waits while the SMTP server is down and delivers exactly one message once it is back', async () => {
    const { row } = await enqueueOne('espera@cliente.test');
    await smtp.stop();
    try {
      const first = await drainEmailOutbox(getDb());
      expect(first).toEqual({ sent: 0, retry: 1, failed: 0 });
      const waiting = await rowOf(row.id);
      expect(waiting.status).toBe('pending');
      expect(waiting.attempts).toBe(1);
      expect(waiting.lastError).toBeTruthy();
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000); // backed off, not hammered
      // not due yet: a drain now sends nothing
      expect(await drainEmailOutbox(getDb())).toEqual({ sent: 0, retry: 0, failed: 0 });
    } finally {
      await smtp.start();
    }
    expect(await drainEmailOutbox(getDb(), { now: later(HOUR) })).toEqual({ sent: 1, retry: 0, failed: 0 });
    const sent = await rowOf(row.id);
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).toBeTruthy();
    expect(sent.lastError).toBeNull();
    const mails = byMessageId(row.messageId);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['espera@cliente.test']);
    expect(mails[0].subject).toMatch(/^Saldo bajo en Org .+: \$10\.00$/);
    // sent is sent: nothing goes out again
    expect(await drainEmailOutbox(getDb(), { now: later(2 * HOUR) })).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(byMessageId(row.messageId)).toHaveLength(1);
  });
});
