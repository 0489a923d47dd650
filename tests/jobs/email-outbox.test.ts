// The email outbox over a real SMTP server (tests/helpers/smtp-server.ts): messages wait while the server is
// down, for longer than the retry schedule, and go out once when it is back; the server's own refusals back off
// and end in 'failed'; an outage of more than EMAIL_MAX_AGE_MS fails with its reason; the dedupe key; concurrent senders
// and senders killed mid-way never lose or double a message (counted by Message-ID); the runner wakes on the
// enqueue's NOTIFY; the Inngest function sends through the same attempt.
import { spawnSync } from 'node:child_process';
import { InngestTestEngine } from '@inngest/test';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { emailOutbox } from '@/db/schema';
import { resetConfigCache } from '@/lib/platform/config';
import { claimDueEmails, drainEmailOutbox, EMAIL_MAX_AGE_MS, EMAIL_MAX_ATTEMPTS, emailRetryDelayMs } from '@/lib/email/deliver-email';
import { emailJob } from '@/lib/email/email-job';
import { enqueueEmail } from '@/lib/email/outbox';
import { inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import { JobRunner } from '@/lib/platform/jobs/job-runner';
import { closeMailTransport } from '@/lib/email/send';
import { log } from '@/lib/platform/log';
import { createTestOrg } from '../helpers/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

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
  const id = await getDb().transaction((tx) =>
    enqueueEmail(tx, { organizationId: org.id, to, template: 'low-balance', data: lowBalanceData, ...extra }),
  );
  const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  return { org, row };
}

const rowOf = async (id: string) => (await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const byMessageId = (messageId: string) => smtp.messages.filter((m) => m.messageId === messageId);
/** An outage: the sender's pooled connections are closed first, or the server would wait for them to go idle. */
async function smtpOutage() {
  closeMailTransport();
  await smtp.stop();
}

describe('outbox delivery', () => {
  it('waits while the SMTP server is down and delivers exactly one message once it is back', async () => {
    const { row } = await enqueueOne('espera@cliente.test');
    await smtpOutage();
    try {
      const first = await drainEmailOutbox(getDb());
      expect(first).toEqual({ sent: 0, retry: 1, failed: 0 });
      const waiting = await rowOf(row.id);
      expect(waiting.status).toBe('pending');
      expect(waiting.attempts).toBe(0); // no server answered: not an attempt that can fail the message
      expect(waiting.connectionFailures).toBe(1);
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

describe('retries', () => {
  it('backs off exponentially with jitter, capped at two hours', () => {
    expect(emailRetryDelayMs(1, () => 0.5)).toBe(30_000);
    expect(emailRetryDelayMs(2, () => 0.5)).toBe(60_000);
    expect(emailRetryDelayMs(5, () => 0.5)).toBe(480_000);
    expect(emailRetryDelayMs(30, () => 0.5)).toBe(2 * HOUR);
    expect(emailRetryDelayMs(1, () => 0)).toBe(24_000);
    expect(emailRetryDelayMs(1, () => 1)).toBe(36_000);
  });

  /** An SMTP server that answers every recipient with `code` (a real answer, unlike a server that is down). */
  async function refusingServer(code: number, text: string) {
    const { SMTPServer } = await import('smtp-server');
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error(text), { responseCode: code })),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closeMailTransport();
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    resetConfigCache();
    return async () => {
      closeMailTransport();
      process.env.SMTP_URL = smtp.url;
      resetConfigCache();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    };
  }

  /** Drains at each next_attempt_at (a test clock) `times` times; returns the row after each drain. */
  async function retryAtEachDueTime(id: string, times: number) {
    let clock = Date.now();
    const seen: Array<Awaited<ReturnType<typeof rowOf>>> = [];
    for (let i = 0; i < times; i++) {
      await drainEmailOutbox(getDb(), { now: new Date(clock) });
      const current = await rowOf(id);
      seen.push(current);
      if (current.status !== 'pending') break;
      clock = current.nextAttemptAt.getTime() + 1;
    }
    return seen;
  }

  it(`the server's own temporary refusals (4xx) fail the message after ${EMAIL_MAX_ATTEMPTS} attempts, backing off`, async () => {
    const { row } = await enqueueOne('nunca@cliente.test');
    const restore = await refusingServer(451, 'Intenta más tarde');
    let seen;
    try {
      seen = await retryAtEachDueTime(row.id, EMAIL_MAX_ATTEMPTS + 3);
    } finally {
      await restore();
    }
    expect(seen.map((r) => r.attempts)).toEqual(Array.from({ length: EMAIL_MAX_ATTEMPTS }, (_, i) => i + 1));
    const delays = seen
      .slice(0, -1)
      .map((r, i) => r.nextAttemptAt.getTime() - (i === 0 ? r.createdAt.getTime() : seen[i - 1].nextAttemptAt.getTime()));
    // each wait longer than the one before (until the cap), despite the jitter
    for (let i = 2; i < 6; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]);
    const failed = await rowOf(row.id);
    expect(failed.status).toBe('failed');
    expect(failed.connectionFailures).toBe(0);
    expect(failed.lastError).toContain('451');
    await drainEmailOutbox(getDb(), { now: later(48 * HOUR) });
    expect(byMessageId(row.messageId)).toHaveLength(0);
  });

  it(`an outage longer than ${EMAIL_MAX_ATTEMPTS} retries (a day and more): the message keeps waiting at the capped backoff and goes out once`, async () => {
    const { row } = await enqueueOne('paciente@cliente.test');
    await smtpOutage();
    let seen;
    try {
      seen = await retryAtEachDueTime(row.id, EMAIL_MAX_ATTEMPTS + 8);
    } finally {
      await smtp.start();
    }
    expect(seen).toHaveLength(EMAIL_MAX_ATTEMPTS + 8);
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({ status: 'pending', attempts: 0, connectionFailures: EMAIL_MAX_ATTEMPTS + 8 });
    expect(last.lastError).toMatch(/ECONNREFUSED|connect/i);
    // past the doubling, every wait is the 2-hour cap (±20 %)
    const gap = last.nextAttemptAt.getTime() - seen[seen.length - 2].nextAttemptAt.getTime();
    expect(gap).toBeGreaterThanOrEqual(0.8 * 2 * HOUR - 1_000);
    expect(gap).toBeLessThanOrEqual(1.2 * 2 * HOUR + 1_000);
    expect(last.nextAttemptAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(24 * HOUR);

    // the server is back: the next due try sends it, exactly once
    expect(await drainEmailOutbox(getDb(), { now: new Date(last.nextAttemptAt.getTime() + 1) })).toEqual({ sent: 1, retry: 0, failed: 0 });
    await drainEmailOutbox(getDb(), { now: new Date(last.nextAttemptAt.getTime() + 4 * HOUR) });
    expect(byMessageId(row.messageId)).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('a server that never answers for 7 days fails the message with that reason', async () => {
    const { row } = await enqueueOne('siete-dias@cliente.test');
    await getDb()
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - EMAIL_MAX_AGE_MS + HOUR), connectionFailures: 60 })
      .where(eq(emailOutbox.id, row.id));
    await smtpOutage();
    try {
      expect(await drainEmailOutbox(getDb())).toEqual({ sent: 0, retry: 1, failed: 0 }); // 6 days 23 hours: still waiting
      expect(await drainEmailOutbox(getDb(), { now: later(3 * HOUR) })).toEqual({ sent: 0, retry: 0, failed: 1 });
    } finally {
      await smtp.start();
    }
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 0, connectionFailures: 62 });
    expect(failed.lastError).toMatch(/^Sin respuesta del servidor SMTP durante 7 días: .*(ECONNREFUSED|connect)/);
    await drainEmailOutbox(getDb(), { now: later(48 * HOUR) });
    expect(byMessageId(row.messageId)).toHaveLength(0);
  });

  it('without SMTP_URL the message waits (not an attempt) and goes out once it is set', async () => {
    const { row } = await enqueueOne('sin-smtp@cliente.test');
    closeMailTransport();
    delete process.env.SMTP_URL;
    resetConfigCache();
    try {
      for (let i = 0; i < EMAIL_MAX_ATTEMPTS + 1; i++) await drainEmailOutbox(getDb(), { now: later((i + 1) * 3 * HOUR) });
      expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 0, connectionFailures: EMAIL_MAX_ATTEMPTS + 1 });
      expect((await rowOf(row.id)).lastError).toContain('SMTP_URL');
    } finally {
      process.env.SMTP_URL = smtp.url;
      resetConfigCache();
    }
    await drainEmailOutbox(getDb(), { now: later(100 * HOUR) });
    expect(byMessageId(row.messageId)).toHaveLength(1);
  });

  it('a permanent refusal (5xx) fails at once, without retries', async () => {
    const restore = await refusingServer(550, 'Buzón inexistente');
    try {
      const { row } = await enqueueOne('no-existe@cliente.test');
      await drainEmailOutbox(getDb());
      const failed = await rowOf(row.id);
      expect(failed.status).toBe('failed');
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toContain('550');
    } finally {
      await restore();
    }
  });

  it('a refused SMTP login (535, a wrong password in SMTP_URL) keeps the message waiting, logged as an error, until the setting is fixed', async () => {
    const { SMTPServer } = await import('smtp-server');
    const logins: string[] = [];
    const strict = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        logins.push(auth.username ?? '');
        return auth.password === 'correcta'
          ? callback(null, { user: auth.username })
          : callback(new Error('Usuario o contraseña no válidos'));
      },
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve));
    const port = (strict.server.address() as { port: number }).port;
    const pointSmtpAt = (url: string) => {
      closeMailTransport();
      process.env.SMTP_URL = url;
      resetConfigCache();
    };
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      pointSmtpAt(`smtp://avisos:equivocada@127.0.0.1:${port}`);
      const { row } = await enqueueOne('clave-mala@cliente.test');
      for (let i = 0; i < EMAIL_MAX_ATTEMPTS + 1; i++) await drainEmailOutbox(getDb(), { now: later((i + 1) * 3 * HOUR) });
      const waiting = await rowOf(row.id);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 0, connectionFailures: EMAIL_MAX_ATTEMPTS + 1 });
      expect(waiting.lastError).toContain('535');
      expect(logins.length).toBe(EMAIL_MAX_ATTEMPTS + 1);
      expect(errors.mock.calls.filter(([m]) => /SMTP login refused/.test(String(m)))).toHaveLength(EMAIL_MAX_ATTEMPTS + 1);
      expect(JSON.stringify(errors.mock.calls)).not.toContain('equivocada'); // the password is never logged

      // the operator fixes the password: the next due try sends it, once
      pointSmtpAt(`smtp://avisos:correcta@127.0.0.1:${port}`);
      expect(await drainEmailOutbox(getDb(), { now: later(100 * HOUR) })).toMatchObject({ sent: 1, failed: 0 });
      expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    } finally {
      errors.mockRestore();
      pointSmtpAt(smtp.url);
      await new Promise<void>((resolve) => strict.close(() => resolve()));
    }
  });

  it('an unknown template is failed at once (a bug, not a reason to retry)', async () => {
    const { row } = await enqueueOne('plantilla@cliente.test', { template: 'no-existe' });
    await drainEmailOutbox(getDb());
    const failed = await rowOf(row.id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('no-existe');
  });
});

describe('exactly once', () => {
  it('a dedupe key gives at most one message, ever', async () => {
    const org = await createTestOrg();
    const input = {
      organizationId: org.id,
      to: 'dedupe@cliente.test',
      template: 'low-balance',
      data: lowBalanceData,
      dedupeKey: `prueba:${org.id}`,
    };
    const first = await enqueueEmail(getDb(), input);
    const second = await enqueueEmail(getDb(), input);
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await drainEmailOutbox(getDb());
    expect(await enqueueEmail(getDb(), input)).toBeNull(); // also after it was sent
    expect(smtp.to('dedupe@cliente.test')).toHaveLength(1);
  });

  it('a message enqueued in a transaction that rolls back never exists', async () => {
    const org = await createTestOrg();
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueEmail(tx, { organizationId: org.id, to: 'rollback@cliente.test', template: 'low-balance', data: lowBalanceData });
        throw new Error('la operación falló');
      }),
    ).rejects.toThrow('la operación falló');
    await drainEmailOutbox(getDb(), { now: later(HOUR) });
    expect(smtp.to('rollback@cliente.test')).toHaveLength(0);
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'rollback@cliente.test'))).toHaveLength(0);
  });

  it('concurrent senders (SKIP LOCKED) send each of 30 messages exactly once', async () => {
    const org = await createTestOrg();
    const ids = await getDb().transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 30; i++)
        out.push(
          (await enqueueEmail(tx, { organizationId: org.id, to: `lote${i}@cliente.test`, template: 'low-balance', data: lowBalanceData }))!,
        );
      return out;
    });
    await Promise.all([
      drainEmailOutbox(getDb(), { batch: 4 }),
      drainEmailOutbox(getDb(), { batch: 4 }),
      drainEmailOutbox(getDb(), { batch: 4 }),
    ]);
    const rows = await getDb().select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    for (const r of rows) expect(byMessageId(r.messageId)).toHaveLength(1);
  });

  const child = (mode: 'enqueue' | 'claim', organizationId: string, to: string) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/helpers/email-crash-child.ts', mode, organizationId, to], {
      env: { ...process.env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.signal).toBe('SIGKILL');
    return result.stdout.trim();
  };

  it('a process killed right after committing: a fresh sender delivers exactly one message', async () => {
    const org = await createTestOrg();
    const id = child('enqueue', org.id, 'tras-caida@cliente.test');
    const row = await rowOf(id);
    expect(row.status).toBe('pending');
    await drainEmailOutbox(getDb());
    await drainEmailOutbox(getDb(), { now: later(HOUR) });
    expect(byMessageId(row.messageId)).toHaveLength(1);
    expect((await rowOf(id)).status).toBe('sent');
  });

  it('a process killed after claiming: its lease runs out, then a fresh sender delivers exactly one message', async () => {
    const { row } = await enqueueOne('reclamado@cliente.test');
    const claimed = child('claim', row.organizationId!, '').split(',');
    expect(claimed).toContain(row.id);
    expect((await rowOf(row.id)).status).toBe('sending');
    // the dead process's lease still holds: nobody else sends it meanwhile
    await drainEmailOutbox(getDb());
    expect(byMessageId(row.messageId)).toHaveLength(0);
    // once the lease has run out, the next sender takes it back
    await drainEmailOutbox(getDb(), { now: later(10 * 60_000) });
    await drainEmailOutbox(getDb(), { now: later(HOUR) });
    expect(byMessageId(row.messageId)).toHaveLength(1);
    const sent = await rowOf(row.id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(1);
  });
});

describe('headers', () => {
  it('From with the row display name, Reply-To, List-Unsubscribe one-click and the fixed Message-ID', async () => {
    const { row } = await enqueueOne('cabeceras@cliente.test', {
      fromName: 'Tienda Ñandú\r\nBcc: x@evil.test',
      replyTo: 'soporte@tienda.test',
      listUnsubscribeUrl: 'http://localhost:3000/avisos/baja/abc',
    });
    await drainEmailOutbox(getDb());
    const [mail] = byMessageId(row.messageId);
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.headers.get('from')).toMatchObject({ value: [{ name: 'Tienda Ñandú Bcc: x@evil.test', address: 'avisos@envios.test' }] });
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.headers.get('reply-to')).toMatchObject({ value: [{ address: 'soporte@tienda.test' }] });
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/avisos\/baja\/abc>/m);
    expect(mail.text).toContain('Cancelar suscripción');
    expect(mail.to).toEqual(['cabeceras@cliente.test']);
  });
});

describe('the runner', () => {
  it('wakes on the NOTIFY of the commit (its poll is a minute away) and sends', async () => {
    const runner = await new JobRunner(emailJob, { pollIntervalMs: 60_000, periodicMs: 0 }).start();
    try {
      await new Promise((r) => setTimeout(r, 300)); // the start's own look at the outbox is over
      const { row } = await enqueueOne('despierta@cliente.test');
      await smtp.waitFor((m) => m.messageId === row.messageId, 10_000);
      await expect.poll(async () => (await rowOf(row.id)).status).toBe('sent');
    } finally {
      await runner.stop();
    }
  });

  it('with Inngest it relays claimed messages instead of sending them', async () => {
    const relayed: string[][] = [];
    const runner = await new JobRunner(emailJob, {
      pollIntervalMs: 60_000,
      periodicMs: 0,
      relay: async (data) => void relayed.push(data.map((d) => d.emailId)),
    }).start();
    try {
      await new Promise((r) => setTimeout(r, 300));
      const { row } = await enqueueOne('relevo@cliente.test');
      await expect.poll(() => relayed.flat()).toContain(row.id);
      const held = await rowOf(row.id);
      expect(held.status).toBe('sending');
      expect(held.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
      expect(byMessageId(row.messageId)).toHaveLength(0);
    } finally {
      await runner.stop();
    }
  });

  it('the Inngest function sends a claimed message once; run again, it skips', async () => {
    const { row } = await enqueueOne('inngest@cliente.test');
    await getDb()
      .update(emailOutbox)
      .set({ status: 'sending', lockedUntil: later(15 * 60_000) })
      .where(eq(emailOutbox.id, row.id));
    const run = () =>
      new InngestTestEngine({
        function: inngestFunctionOf(emailJob),
        events: [{ name: emailJob.inngest.event, data: { emailId: row.id } }],
      }).execute();
    expect((await run()).result).toBe('sent');
    expect((await run()).result).toBe('skipped');
    expect(byMessageId(row.messageId)).toHaveLength(1);
    expect((await rowOf(row.id)).status).toBe('sent');
  });

  it('claims only what is due', async () => {
    const { row } = await enqueueOne('futuro@cliente.test');
    await getDb()
      .update(emailOutbox)
      .set({ nextAttemptAt: later(HOUR) })
      .where(eq(emailOutbox.id, row.id));
    expect(await claimDueEmails(getDb(), { limit: 100 })).not.toContain(row.id);
    expect(await claimDueEmails(getDb(), { limit: 100, now: later(2 * HOUR) })).toContain(row.id);
  });
});
