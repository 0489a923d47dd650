// Operational emails, each exactly once: a new API key or the new secret of a rolled one (to owners and admins,
// enqueued in the key's transaction), a low balance (to every role that manages billing: owners, admins, finance;
// once a Mexico City day), a webhook failing for 24 hours (owners and admins, once per failure streak). Delivered
// through the real sender to a real SMTP server.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailOutbox, organizations, webhooks } from '@/db/schema';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { revokeApiKey } from '@/lib/api-keys/revoke-api-key';
import { rollApiKey } from '@/lib/api-keys/roll-api-key';
import { cliActor } from '@/lib/audit/record-audit';
import { findOrganizationClabe } from '@/lib/payments/clabe';
import { resetConfigCache } from '@/lib/platform/config';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { runOperationalChecks } from '@/lib/email/operational/checks';
import { enqueueLowBalanceEmails } from '@/lib/email/operational/low-balance';
import { rolesThatCan } from '@/lib/email/operational/recipients';
import { closeMailTransport } from '@/lib/email/send';
import { createUser } from '@/lib/users/create-user';
import { createWebhook } from '@/lib/webhooks/create-webhook';
import { createTestOrg } from '../helpers/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

let smtp: TestSmtpServer;
const DAY = 24 * 60 * 60_000;

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

/** An organization with one member of each role; returns their addresses by role. */
async function team(options: { balance?: number } = {}) {
  const org = await createTestOrg(options);
  const tag = randomBytes(4).toString('hex');
  const roles = ['owner', 'admin', 'operations', 'finance', 'developer', 'viewer'] as const;
  const emails = Object.fromEntries(roles.map((role) => [role, `${role}-${tag}@equipo.test`])) as Record<(typeof roles)[number], string>;
  for (const role of roles) await createUser(getDb(), { email: emails[role], password: 'contraseña-segura', organizationId: org.id, role });
  return { org, emails, all: Object.values(emails) };
}

const received = (addresses: string[], subject: RegExp) =>
  smtp.messages.filter((m) => m.to.some((t) => addresses.includes(t)) && subject.test(m.subject));

describe('a new API key', () => {
  it('tells the owners and admins, once, in the same transaction as the key', async () => {
    const { org, emails, all } = await team();
    const { apiKey, key } = await createApiKey(getDb(), {
      organizationId: org.id,
      name: 'Integración tienda',
      scopes: ['orders:read'],
      actor: cliActor,
    });
    await drainEmailOutbox(getDb());
    const mails = received(all, /^Nueva clave de API/);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([emails.admin, emails.owner].sort());
    const mail = mails[0];
    expect(mail.subject).toBe(`Nueva clave de API en ${org.name}: Integración tienda`);
    expect(mail.text).toContain('CLI de administración creó una clave de API nueva');
    expect(mail.text).toContain(apiKey.displayPrefix);
    expect(mail.text).toContain('orders:read');
    expect(mail.text).toContain('/dashboard/api-keys');
    expect(mail.raw).not.toContain(key); // never the key itself
  });

  it('a key that fails to be created sends nothing (the email rolls back with it)', async () => {
    const { org, all } = await team();
    await expect(
      createApiKey(getDb(), { organizationId: org.id, name: 'x'.repeat(500), scopes: ['*'], actor: cliActor }),
    ).rejects.toThrow();
    await getDb()
      .transaction(async (tx) => {
        await createApiKey(tx, { organizationId: org.id, name: 'Se deshace', scopes: ['*'], actor: cliActor });
        throw new Error('rollback');
      })
      .catch(() => {});
    await drainEmailOutbox(getDb());
    expect(received(all, /clave de API/)).toHaveLength(0);
  });
});

describe('a rolled API key', () => {
  it("sends the same new-key notice to the owners and admins, naming the key it replaces; only in the roll's transaction", async () => {
    const { org, emails, all } = await team();
    const { apiKey } = await createApiKey(getDb(), { organizationId: org.id, name: 'ERP', scopes: ['orders:read'] });
    const actor = { type: 'user' as const, id: null, label: 'ana@equipo.test', ip: '203.0.113.4' };
    const rolled = await rollApiKey(getDb(), { organizationId: org.id, id: apiKey.id, grace: '24h', actor });
    await drainEmailOutbox(getDb());
    const mails = received(all, /^Nueva clave de API/);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([emails.admin, emails.owner].sort());
    expect(mails[0].subject).toBe(`Nueva clave de API en ${org.name}: ERP`);
    expect(mails[0].text).toContain('ana@equipo.test rotó una clave de API');
    expect(mails[0].text).toContain(rolled.apiKey.displayPrefix);
    expect(mails[0].text).toMatch(new RegExp(`Reemplaza a:?\\s+${apiKey.displayPrefix}`));
    expect(mails[0].text).toContain('La anterior deja de funcionar');
    expect(mails[0].raw).not.toContain(rolled.key);

    // a roll without someone behind it (fixtures) and a refused roll send nothing
    await rollApiKey(getDb(), { organizationId: org.id, id: rolled.apiKey.id, grace: 'now' });
    const other = await createApiKey(getDb(), { organizationId: org.id, name: 'Revocada', scopes: ['*'] });
    await revokeApiKey(getDb(), { id: other.apiKey.id });
    await expect(rollApiKey(getDb(), { organizationId: org.id, id: other.apiKey.id, grace: 'now', actor })).rejects.toThrow(/revocada/);
    await drainEmailOutbox(getDb());
    expect(received(all, /^Nueva clave de API/)).toHaveLength(2);
  });
});

describe('low balance', () => {
  it('below the threshold: once per Mexico City day to owners, admins and finance; not above it, not without a threshold', async () => {
    expect(rolesThatCan('billing:manage')).toEqual(['owner', 'admin', 'finance']); // lib/auth/permissions.ts
    const low = await team({ balance: 100 });
    const fine = await team({ balance: 1_000 });
    const off = await team({ balance: 1 });
    await getDb().update(organizations).set({ lowBalanceThresholdCentavos: 50_000 }).where(eq(organizations.id, low.org.id));
    await getDb().update(organizations).set({ lowBalanceThresholdCentavos: 50_000 }).where(eq(organizations.id, fine.org.id));

    const today = new Date();
    await runOperationalChecks(getDb(), { now: today });
    await runOperationalChecks(getDb(), { now: today }); // every process runs the check: still once
    await drainEmailOutbox(getDb());
    const first = received(low.all, /^Saldo bajo/);
    expect(first.flatMap((m) => m.to).sort()).toEqual([low.emails.admin, low.emails.finance, low.emails.owner].sort());
    expect(first[0].subject).toBe(`Saldo bajo en ${low.org.name}: $100.00`);
    expect(first[0].text).toContain('Aviso configurado por debajo de: $500.00');
    expect(received([...fine.all, ...off.all], /Saldo bajo/)).toHaveLength(0);

    // the next day, still low: one more
    await runOperationalChecks(getDb(), { now: new Date(today.getTime() + DAY) });
    await drainEmailOutbox(getDb());
    expect(received(low.all, /^Saldo bajo/)).toHaveLength(6);
    expect(first[0].text).not.toContain('CLABE');
  });

  it("with the bank's deposits enabled, says where to transfer: the organization's own CLABE", async () => {
    process.env.BANK_WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
    process.env.BANK_API_URL = 'http://127.0.0.1:9/banco';
    process.env.BANK_API_KEY = 'clave-del-banco-de-prueba';
    resetConfigCache();
    try {
      const low = await team({ balance: 100 });
      await getDb().update(organizations).set({ lowBalanceThresholdCentavos: 50_000 }).where(eq(organizations.id, low.org.id));
      await enqueueLowBalanceEmails(getDb(), { organizationId: low.org.id });
      await drainEmailOutbox(getDb());
      const clabe = await findOrganizationClabe(getDb(), { organizationId: low.org.id });
      expect(clabe?.clabe).toMatch(/^\d{18}$/);
      const [message] = received([low.emails.owner], /^Saldo bajo/);
      expect(message.text).toContain(`CLABE: ${clabe?.clabe}`);
      expect(message.text).toContain('transferencia SPEI');
    } finally {
      delete process.env.BANK_WEBHOOK_SECRET;
      delete process.env.BANK_API_URL;
      delete process.env.BANK_API_KEY;
      resetConfigCache();
    }
  });
});

describe('a webhook failing for 24 hours', () => {
  async function failingWebhook(orgId: string, failingSince: Date | null) {
    const hook = await createWebhook(getDb(), {
      organizationId: orgId,
      webhook: { name: 'Tienda', url: `https://tienda-${randomBytes(3).toString('hex')}.test/hooks`, events: ['order.status_changed'] },
    });
    await getDb().update(webhooks).set({ failingSince }).where(eq(webhooks.id, hook.id));
    return hook;
  }

  it('once per failure streak, only after 24 hours, only for active endpoints', async () => {
    const { org, emails, all } = await team();
    const now = new Date();
    const since = new Date(now.getTime() - 25 * 60 * 60_000);
    const hook = await failingWebhook(org.id, since);
    await failingWebhook(org.id, new Date(now.getTime() - 22 * 60 * 60_000)); // not 24 h yet, even an hour later
    const inactive = await failingWebhook(org.id, since);
    await getDb().update(webhooks).set({ active: false }).where(eq(webhooks.id, inactive.id));
    await failingWebhook(org.id, null); // healthy

    await runOperationalChecks(getDb(), { now });
    await runOperationalChecks(getDb(), { now: new Date(now.getTime() + 60 * 60_000) });
    await drainEmailOutbox(getDb());
    const mails = received(all, /lleva 24 horas fallando/);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([emails.admin, emails.owner].sort());
    expect(mails[0].text).toContain(hook.url);
    expect(mails[0].text).toContain(`/dashboard/webhooks/${hook.id}`);

    // a success ends the streak; a new streak 24 hours old is a new message
    const newStreak = new Date(now.getTime() + DAY);
    await getDb().update(webhooks).set({ failingSince: newStreak }).where(eq(webhooks.id, hook.id));
    await runOperationalChecks(getDb(), { now: new Date(newStreak.getTime() + DAY + 1) });
    await drainEmailOutbox(getDb());
    expect(received(all, /lleva 24 horas fallando/).filter((m) => m.text.includes(hook.url))).toHaveLength(4);
    const rows = await getDb().select().from(emailOutbox).where(eq(emailOutbox.template, 'webhook-failing'));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});
