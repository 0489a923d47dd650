// The audit log (lib/audit): every audited change writes exactly one entry, in its own transaction, naming who
// acted — a dashboard user (the actor the server-action wrapper builds, lib/http/server-action.ts, passed to the
// same domain functions the actions call), an API key (real HTTP through the real routes: "Clave de API «name»
// (prefix…)" and the client address) or the admin CLI (a real process) — and never a secret in its summary.
// The page's list (filters, keyset pages) and its CSV export (parsed back) are read through the functions the
// page and app/api/dashboard/exports/audit call.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { apiKeys, auditLogs, memberships, webhooks, type AuditLog } from '@/db/schema';
import { createOrganizationWithOwner } from '@/lib/admin/create-organization-with-owner';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { revokeApiKey } from '@/lib/api-keys/revoke-api-key';
import { rollApiKey } from '@/lib/api-keys/roll-api-key';
import { updateApiKey } from '@/lib/api-keys/update-api-key';
import { auditActionLabel, auditTargetTypeLabel, describeAuditSummary } from '@/lib/audit/describe';
import { listAuditLogs, type AuditLogRow } from '@/lib/audit/list-audit-logs';
import { readAuditSearch, toAuditFilter } from '@/lib/audit/parse-filter';
import type { AuditActor } from '@/lib/audit/record-audit';
import { setBranding } from '@/lib/branding';
import { decodeCursor } from '@/lib/platform/pagination/cursor';
import { auditCsv } from '@/lib/exports/audit-csv';
import { notificationSettingsSchema, saveNotificationSettings } from '@/lib/notifications/settings';
import { createWebhook } from '@/lib/webhooks/create-webhook';
import { disableIfFailing } from '@/lib/webhooks/endpoint-health';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCli } from '../helpers/cli';
import { createTestClient, createTestOrg } from '../helpers/fixtures';
import { insertOrder } from '../helpers/webhook-events';

let server: TestServer;
beforeAll(async () => {
  process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'true';
  server = await startAppServer();
});
afterAll(async () => server.close());

const userActor = (email = 'ana@ejemplo.mx'): AuditActor => ({
  type: 'user',
  id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  label: email,
  ip: '203.0.113.9',
});

async function entries(organizationId: string): Promise<AuditLog[]> {
  return getDb().select().from(auditLogs).where(eq(auditLogs.organizationId, organizationId)).orderBy(auditLogs.createdAt);
}

/** Exactly one new entry with this action since `before` entries, and no secret anywhere in it. */
async function onlyNew(organizationId: string, before: number, action: string, secrets: string[] = []): Promise<AuditLog> {
  const all = await entries(organizationId);
  const added = all.slice(before);
  expect(added.map((e) => e.action)).toEqual([action]);
  const text = JSON.stringify(added[0]);
  for (const secret of secrets) expect(text).not.toContain(secret);
  return added[0];
}

describe('audit entries from the dashboard (user actor)', () => {
  it('API key create, edit, roll and revoke: one entry each, with before/after and no key', async () => {
    const org = await createTestOrg();
    const actor = userActor();
    const created = await createApiKey(getDb(), { organizationId: org.id, name: 'Tienda', scopes: ['orders:read'], actor });
    let e = await onlyNew(org.id, 0, 'api_key.created', [created.key, created.apiKey.keyHash]);
    expect(e).toMatchObject({
      actorType: 'user',
      actorId: actor.id,
      actorLabel: 'ana@ejemplo.mx',
      ip: '203.0.113.9',
      targetType: 'api_key',
      targetId: created.apiKey.id,
    });
    expect(e.summary).toMatchObject({ after: { name: 'Tienda', prefix: created.apiKey.displayPrefix, scopes: ['orders:read'] } });

    await updateApiKey(getDb(), {
      organizationId: org.id,
      id: created.apiKey.id,
      name: 'Tienda 2',
      scopes: ['orders:read', 'orders:write'],
      actor,
    });
    e = await onlyNew(org.id, 1, 'api_key.updated');
    expect(e.summary).toMatchObject({
      before: { name: 'Tienda', scopes: ['orders:read'] },
      after: { name: 'Tienda 2', scopes: ['orders:read', 'orders:write'] },
    });

    const rolled = await rollApiKey(getDb(), { organizationId: org.id, id: created.apiKey.id, grace: '1h', actor });
    e = await onlyNew(org.id, 2, 'api_key.rolled', [rolled.key, rolled.apiKey.keyHash, created.key]);
    expect(e.targetId).toBe(rolled.apiKey.id);

    await revokeApiKey(getDb(), { organizationId: org.id, id: rolled.apiKey.id, actor });
    await onlyNew(org.id, 3, 'api_key.revoked', [rolled.key]);
    // Revoking again changes nothing and records nothing.
    await revokeApiKey(getDb(), { organizationId: org.id, id: rolled.apiKey.id, actor });
    expect(await entries(org.id)).toHaveLength(4);
  });

  it("a refused change (roll of a revoked key) records nothing: the entry shares the change's transaction", async () => {
    const org = await createTestOrg();
    const { apiKey } = await createApiKey(getDb(), { organizationId: org.id, name: 'Vieja', scopes: ['*'] });
    await getDb().update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, apiKey.id));
    await expect(rollApiKey(getDb(), { organizationId: org.id, id: apiKey.id, grace: 'now', actor: userActor() })).rejects.toThrow(
      /revocada/,
    );
    expect(await entries(org.id)).toHaveLength(0);
  });

  it('branding: a change records before/after, saving it unchanged records nothing', async () => {
    const org = await createTestOrg();
    await setBranding(getDb(), {
      organizationId: org.id,
      changes: { brandName: 'Ñandú Envíos', whiteLabelEnabled: true },
      actor: userActor(),
    });
    const e = await onlyNew(org.id, 0, 'branding.updated');
    expect(e.summary).toEqual({
      before: { brandName: null, whiteLabelEnabled: false },
      after: { brandName: 'Ñandú Envíos', whiteLabelEnabled: true },
    });
    await setBranding(getDb(), { organizationId: org.id, changes: { brandName: 'Ñandú Envíos' }, actor: userActor() });
    expect(await entries(org.id)).toHaveLength(1);
  });

  it("a platform admin's new organization with its owner: the owner's membership, by the admin, without the password", async () => {
    const email = `duena-${Date.now()}@nueva.test`;
    const created = await createOrganizationWithOwner(getDb(), {
      name: `Nueva ${Date.now()}`,
      ownerEmail: email,
      ownerPassword: 'temporal-nueva-2026',
      actor: userActor('admin@envios.mx'),
    });
    const e = await onlyNew(created.id, 0, 'member.added', ['temporal-nueva-2026']);
    expect(e).toMatchObject({ actorType: 'user', actorLabel: 'admin@envios.mx', targetType: 'user' });
    expect(e.summary).toEqual({ email, role: 'owner' });
  });

  it('the system disabling a failing endpoint is recorded as "Sistema"', async () => {
    const org = await createTestOrg();
    const webhook = await createWebhook(getDb(), {
      organizationId: org.id,
      webhook: { name: 'Caído', url: 'http://127.0.0.1:9/gancho?token=abc123', events: ['order.created'] },
    });
    await getDb()
      .update(webhooks)
      .set({ failingSince: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(webhooks.id, webhook.id));
    await disableIfFailing(getDb(), { webhookId: webhook.id, now: new Date() });
    const e = await onlyNew(org.id, 0, 'webhook.disabled', [webhook.secret]);
    expect(e).toMatchObject({ actorType: 'system', actorLabel: 'Sistema', actorId: null });
  });
});

describe('audit entries from the API (key actor)', () => {
  it('webhook create, edit, deactivate, reveal, rotate, recover, delete: one entry each, named after the key', async () => {
    const { org, api, keyId } = await createTestClient(server.url);
    const [key] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, keyId));
    const label = `Clave de API «${key.name}» (${key.displayPrefix}…)`;
    const created = await api('POST', '/webhooks', {
      url: 'http://127.0.0.1:9/gancho?token=s3creto',
      events: ['order.created'],
      name: 'ERP',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    let e = await onlyNew(org.id, 0, 'webhook.created', [created.body.secret, 's3creto']);
    expect(e).toMatchObject({ actorType: 'api_key', actorId: keyId, actorLabel: label, targetId: id });
    expect(e.ip).toBeTruthy();
    expect(e.summary).toMatchObject({ after: { name: 'ERP', url: 'http://127.0.0.1:9/gancho' } });

    expect((await api('PATCH', `/webhooks/${id}`, { name: 'ERP central' })).status).toBe(200);
    e = await onlyNew(org.id, 1, 'webhook.updated');
    expect(e.summary).toEqual({ name: 'ERP central', before: { name: 'ERP' }, after: { name: 'ERP central' } });

    const revealed = await api('GET', `/webhooks/${id}/secret`);
    await onlyNew(org.id, 2, 'webhook.secret_revealed', [revealed.body.secret]);
    const rotated = await api('POST', `/webhooks/${id}/rotate-secret`, { expiresInSeconds: 3600 });
    expect(rotated.status).toBe(200);
    await onlyNew(org.id, 3, 'webhook.secret_rotated', [rotated.body.secret, revealed.body.secret]);
    expect((await api('POST', `/webhooks/${id}/recover`, { since: new Date(Date.now() - 3_600_000).toISOString() })).status).toBe(202);
    await onlyNew(org.id, 4, 'webhook.recovery_started');
    expect((await api('PATCH', `/webhooks/${id}`, { active: false })).status).toBe(200);
    await onlyNew(org.id, 5, 'webhook.disabled');
    expect((await api('PATCH', `/webhooks/${id}`, { active: true })).status).toBe(200);
    await onlyNew(org.id, 6, 'webhook.enabled');
    expect((await api('DELETE', `/webhooks/${id}`)).status).toBe(200);
    await onlyNew(org.id, 7, 'webhook.deleted', ['s3creto']);
    expect((await entries(org.id)).every((x) => x.actorLabel === label)).toBe(true);
  });

  it('cancellation and return approval over the API', async () => {
    const { org, api, keyId } = await createTestClient(server.url);
    const order = await insertOrder(org.id, 'created');
    expect((await api('POST', `/orders/${order.id}/cancel`, { reason: 'Cliente se arrepintió' })).status).toBe(200);
    const e = await onlyNew(org.id, 0, 'order.cancelled');
    expect(e).toMatchObject({ actorType: 'api_key', actorId: keyId, targetType: 'order', targetId: order.id });
    expect(e.summary).toMatchObject({
      before: { status: 'created' },
      after: { status: 'cancelled' },
      reason: 'Cliente se arrepintió',
      refundedCentavos: 12_000,
    });

    const returning = await insertOrder(org.id, 'return_requested');
    const approved = await api('POST', `/orders/${returning.id}/return/approve`);
    expect(approved.status).toBe(200);
    const r = await onlyNew(org.id, 1, 'order.return_approved');
    expect(r.summary).toMatchObject({ before: { status: 'return_requested' }, after: { status: 'return_approved' } });
  });
});

describe('audit entries from the admin CLI', () => {
  it('key:create, key:revoke and balance:credit each write one "CLI de administración" entry without the key', async () => {
    const org = await createTestOrg();
    const cli = async (...args: string[]) => {
      const result = await runCli([...args, '--json']);
      expect(result.stderr).toBe('');
      return JSON.parse(result.stdout);
    };
    const created = await cli('key:create', '--org', org.id, '--name', 'desde-cli', '--scopes', 'orders:read');
    await onlyNew(org.id, 0, 'api_key.created', [created.key]);
    await cli('key:revoke', '--id', created.id);
    await onlyNew(org.id, 1, 'api_key.revoked', [created.key]);
    await cli('balance:credit', '--org', org.id, '--amount', '250.50');
    const e = await onlyNew(org.id, 2, 'balance.credited');
    expect(e.summary).toMatchObject({ amountCentavos: 25_050 });
    expect((await entries(org.id)).every((x) => x.actorType === 'cli' && x.actorLabel === 'CLI de administración')).toBe(true);
  });

  it('user:create --org --role, user:set-password and member:remove each write one "CLI de administración" entry without the password', async () => {
    const org = await createTestOrg();
    const other = await createTestOrg();
    const email = `cli-${Date.now()}@ejemplo.mx`;
    const cli = async (...args: string[]) => {
      const result = await runCli([...args, '--json']);
      expect(result.stderr).toBe('');
      return JSON.parse(result.stdout);
    };
    const created = await cli('user:create', '--email', email, '--password', 'primera-clave-2026', '--org', org.id, '--role', 'finance');
    let e = await onlyNew(org.id, 0, 'member.added', ['primera-clave-2026']);
    expect(e).toMatchObject({ actorType: 'cli', actorLabel: 'CLI de administración', targetType: 'user', targetId: created.id });
    expect(e.summary).toEqual({ email, role: 'finance' });
    await getDb().insert(memberships).values({ userId: created.id, organizationId: other.id, role: 'viewer' });

    await cli('user:set-password', '--email', email, '--password', 'segunda-clave-2026');
    e = await onlyNew(org.id, 1, 'user.password_changed', ['primera-clave-2026', 'segunda-clave-2026']);
    expect(e).toMatchObject({ actorType: 'cli', targetId: created.id, summary: { email, revokedSessions: 0 } });
    await onlyNew(other.id, 0, 'user.password_changed'); // under each of the user's organizations

    await cli('member:remove', '--org', org.id, '--email', email);
    e = await onlyNew(org.id, 2, 'member.removed');
    expect(e).toMatchObject({ actorType: 'cli', targetId: created.id, summary: { email, role: 'finance', revokedSessions: 0 } });
    // a refused removal (not a member any more) records nothing: the entry shares the removal's transaction
    expect((await runCli(['member:remove', '--org', org.id, '--email', email])).code).not.toBe(0);
    expect(await entries(org.id)).toHaveLength(3);
    expect(await entries(other.id)).toHaveLength(1);
  }, 180_000); // six CLI processes on a shared machine
});

describe("the audit page's list and CSV export", () => {
  it('filters by actor, action and day, pages by keyset, and exports the same rows (Spanish headers, BOM, formulas neutralised)', async () => {
    const org = await createTestOrg();
    const db = getDb();
    // 30 entries by two people; one brand name that a spreadsheet would run as a formula.
    for (let i = 0; i < 30; i++) {
      await setBranding(db, {
        organizationId: org.id,
        changes: { brandName: i === 0 ? '=HYPERLINK("http://x")' : `Marca ${i}` },
        actor: userActor(i % 2 ? 'luis@ejemplo.mx' : 'ana@ejemplo.mx'),
      });
    }
    await createApiKey(db, { organizationId: org.id, name: 'Clave', scopes: ['*'], actor: userActor('ana@ejemplo.mx') });

    const first = await listAuditLogs(db, { organizationId: org.id, limit: 20 });
    expect(first.rows).toHaveLength(20);
    const second = await listAuditLogs(db, { organizationId: org.id, limit: 20, cursor: decodeCursor(first.nextCursor) });
    expect(second.rows).toHaveLength(11);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(31);
    expect(first.rows[0].action).toBe('api_key.created'); // newest first

    const luis = toAuditFilter(org.id, readAuditSearch({ actor: 'LUIS', action: 'branding.updated' }));
    expect((await listAuditLogs(db, { ...luis, limit: 50 })).rows).toHaveLength(15);
    const keysOnly = toAuditFilter(org.id, readAuditSearch({ action: 'api_key.created', actorType: 'user' }));
    expect((await listAuditLogs(db, { ...keysOnly, limit: 50 })).rows).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = toAuditFilter(org.id, readAuditSearch({ from: tomorrow, to: '2099-01-01', action: 'no.existe' }));
    expect(future.action).toBeNull(); // an unknown action is dropped, not trusted
    expect((await listAuditLogs(db, { ...future, limit: 50 })).rows).toHaveLength(0);

    const { body, filename } = auditCsv(db, toAuditFilter(org.id, readAuditSearch({ actor: 'ana@' })));
    expect(filename).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = Buffer.from(await new Response(body).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(['Fecha (Ciudad de México)', 'Quién', 'Tipo de actor', 'Acción', 'Objetivo', 'IP', 'Resumen']);
    expect(rows).toHaveLength(1 + 16);
    expect(rows[1]).toMatchObject({ 1: 'ana@ejemplo.mx', 2: 'Usuario', 3: 'Clave de API creada', 5: '203.0.113.9' });
    expect(rows[1][4]).toMatch(/^Clave de API [0-9a-f-]{36}$/);
    expect(rows[1][0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const formula = rows.find((r) => r[6].includes('HYPERLINK'));
    expect(formula?.[6]).toBe('nombre de marca: — → =HYPERLINK("http://x")');
    // The whole cell starts with "nombre", so no apostrophe is needed; a cell that starts with "=" gets one:
    expect(rows.every((r) => r.every((cell) => !/^[=+\-@]/.test(cell)))).toBe(true);
    expect((await entries(org.id)).filter((x) => x.actorLabel === 'ana@ejemplo.mx')).toHaveLength(16);
  });
});

// Issue 32 (finding 18): the page and the CSV are read by people, in Spanish; the entries keep their machine codes.
describe('what a person reads of an audit entry', () => {
  // a code as stored: `order.created`, `orders:read`, `api_key`, `in_transit`, or one of the bare codes below
  const MACHINE_CODE =
    /\b[a-z]{2,}(?:_[a-z]+)*[.:][a-z_*]{2,}|\b[a-z]+_[a-z_]+\b|\b(?:owner|admin|viewer|finance|created|cancelled|picked_up|standard|extended|1h|exception|return)\b/;
  // the data a person typed or received stays as it is: addresses, URLs, key prefixes
  const codesIn = (line: string) => line.replace(/\S+@\S+|https?:\/\/\S+|flt_\w+/g, '').match(new RegExp(MACHINE_CODE, 'g')) ?? [];

  it('shows actions, targets and the codes inside summaries by their Spanish labels, on the page and in the CSV', async () => {
    const { org, api } = await createTestClient(server.url);
    const db = getDb();
    const actor = userActor();
    const hook = await api('POST', '/webhooks', {
      url: 'http://127.0.0.1:9/gancho',
      events: ['order.created', 'order.in_transit'],
      name: 'ERP',
      retrySchedule: 'extended',
    });
    expect(hook.status).toBe(201);
    const { apiKey } = await createApiKey(db, {
      organizationId: org.id,
      name: 'Tienda',
      scopes: ['orders:read', 'webhooks:manage'],
      actor,
    });
    await rollApiKey(db, { organizationId: org.id, id: apiKey.id, grace: '1h', actor });
    const order = await insertOrder(org.id, 'created');
    expect((await api('POST', `/orders/${order.id}/cancel`, { reason: 'Sin existencias' })).status).toBe(200);
    await saveNotificationSettings(db, {
      organizationId: org.id,
      settings: notificationSettingsSchema.parse({
        emailEnabled: true,
        messageEnabled: false,
        events: ['picked_up', 'exception'],
        senderName: null,
        replyTo: null,
      }),
      actor,
    });
    const owner = await createOrganizationWithOwner(db, {
      name: `Dueña ${Date.now()}`,
      ownerEmail: `duena-${Date.now()}@ejemplo.mx`,
      ownerPassword: 'temporal-duena-2026',
      actor,
    });

    const read = (rows: AuditLogRow[]) =>
      rows.map((r) =>
        [auditActionLabel(r.action), r.targetType ? auditTargetTypeLabel(r.targetType) : '', describeAuditSummary(r.summary)].join(' | '),
      );
    const shown = [
      ...read((await listAuditLogs(db, { organizationId: org.id, limit: 50 })).rows),
      ...read((await listAuditLogs(db, { organizationId: owner.id, limit: 50 })).rows),
    ];
    expect(shown).toHaveLength(6);
    for (const line of shown) expect(codesIn(line), line).toEqual([]);
    const text = shown.join('\n');
    expect(text).toContain('eventos: Pedido creado, Paquete en tránsito');
    expect(text).toContain('reintentos: Extendido');
    expect(text).toContain('permisos: Leer pedidos y su estado, Crear, editar y eliminar webhooks');
    expect(text).toContain('plazo: 1 hora');
    expect(text).toContain('estado: Creada → Cancelada');
    expect(text).toContain('Paquete recolectado, Problema en la entrega');
    expect(text).toContain('rol: Propietario');
    expect(text).toContain('Envío cancelado | Envío | ');
    // a change of one value (an email change, a switch) is stored as before/after values
    expect(describeAuditSummary({ before: 'ana@ejemplo.mx', after: 'ana.perez@ejemplo.mx' })).toBe('ana@ejemplo.mx → ana.perez@ejemplo.mx');
    expect(describeAuditSummary({ before: false, after: true })).toBe('no → sí');

    // the CSV export (for people): the same Spanish text, no column of codes
    const bytes = Buffer.from(await new Response(auditCsv(db, toAuditFilter(org.id, readAuditSearch({}))).body).arrayBuffer());
    const rows: string[][] = parse(bytes.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(1 + 5);
    for (const row of rows.slice(1)) {
      const cells = [row[3], row[4].replace(/ [0-9a-f-]{36}$/, ''), row[6]].join(' | ');
      expect(codesIn(cells), cells).toEqual([]);
    }
    // the entries themselves keep the codes (the machine's record)
    expect((await entries(org.id)).map((e) => e.action).sort()).toEqual([
      'api_key.created',
      'api_key.rolled',
      'notifications.updated',
      'order.cancelled',
      'webhook.created',
    ]);
  });
});
