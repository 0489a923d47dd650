// Issue 32, finding 1, elsewhere: every writer that hands PostgreSQL text it did not check itself goes through the
// one storable-text rule (lib/platform/text/storable.ts: NUL and lone surrogates become U+FFFD), and the other batched
// writer, the API-key usage counts, sets a refused bucket apart instead of retrying the whole batch forever.
// Real functions against the real PostgreSQL (their callers' HTTP is tested in their own files).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { apiKeys, auditLogs, emailOutbox } from '@/db/schema';
import { flushApiKeyUsage, recordApiKeyUsage } from '@/lib/api-keys/usage';
import { recordAudit } from '@/lib/audit/record-audit';
import { enqueueEmail } from '@/lib/email/outbox';
import { runIdempotent } from '@/lib/platform/idempotency/idempotency';
import { storableJson, storableText } from '@/lib/platform/text/storable';
import { createTestKey, createTestOrg } from '../helpers/fixtures';

const UNSTORABLE = 'Ana\u0000López\ud800';
const STORED = 'Ana\uFFFDLópez\uFFFD';

describe('the storable-text rule', () => {
  it('replaces NUL and lone surrogates only, keeps pairs, control characters and the same object when clean', () => {
    expect(storableText(UNSTORABLE)).toBe(STORED);
    expect(storableText('😀\tñ\u0001')).toBe('😀\tñ\u0001');
    expect(storableText('\udc00\ud83d')).toBe('\uFFFD\uFFFD');
    const clean = { a: ['x', { b: 1, c: null }], d: new Date(0) };
    expect(storableJson(clean)).toBe(clean);
    expect(storableJson({ [`k${UNSTORABLE}`]: [1, { v: UNSTORABLE }] })).toEqual({ [`k${STORED}`]: [1, { v: STORED }] });
  });
});

describe('writers of text they did not check', () => {
  it('the audit log stores a summary and an actor label holding NUL and a lone surrogate', async () => {
    const org = await createTestOrg();
    await recordAudit(getDb(), {
      organizationId: org.id,
      actor: { type: 'system', label: UNSTORABLE },
      action: 'organization.two_factor_required',
      summary: { after: { name: UNSTORABLE, [UNSTORABLE]: true } },
    });
    const [row] = await getDb().select().from(auditLogs).where(eq(auditLogs.organizationId, org.id));
    expect(row.actorLabel).toBe(STORED);
    expect(row.summary).toEqual({ after: { name: STORED, [STORED]: true } });
  });

  it('the email outbox stores template data and a sender name holding NUL and a lone surrogate', async () => {
    const org = await createTestOrg();
    const id = await getDb().transaction((tx) =>
      enqueueEmail(tx, {
        organizationId: org.id,
        to: 'ana@example.com',
        template: 'low-balance',
        data: { note: UNSTORABLE },
        fromName: UNSTORABLE,
      }),
    );
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row.data).toEqual({ note: STORED });
    expect(row.fromName).toBe(STORED);
  });

  it('an idempotent answer quoting a NUL is stored, answered and replayed the same', async () => {
    const org = await createTestOrg();
    const request = { organizationId: org.id, key: randomUUID(), fingerprint: 'f' };
    const first = await runIdempotent(getDb(), request, async () => ({ status: 201, body: { message: UNSTORABLE } }));
    expect(first).toEqual({ response: { status: 201, body: { message: STORED } }, replayed: false });
    const again = await runIdempotent(getDb(), request, async () => ({ status: 500, body: null }));
    expect(again).toEqual({ response: { status: 201, body: { message: STORED } }, replayed: true });
  });
});

describe('API-key usage counts', () => {
  it('a bucket PostgreSQL refuses is dropped and logged by key; the other keys are counted, nothing is retried forever', async () => {
    const org = await createTestOrg();
    const { id } = await createTestKey(org.id);
    await flushApiKeyUsage();
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      recordApiKeyUsage('no-es-un-uuid', org.id, '127.0.0.1');
      recordApiKeyUsage(id, org.id, '127.0.0.1');
      recordApiKeyUsage(id, org.id, '127.0.0.1');
      await flushApiKeyUsage();
      // nothing left to write: a second flush neither counts again nor logs again
      await flushApiKeyUsage();
    } finally {
      process.stderr.write = write;
    }
    const [key] = await getDb().select({ usageCount: apiKeys.usageCount }).from(apiKeys).where(eq(apiKeys.id, id));
    expect(key.usageCount).toBe(2);
    const refused = lines.filter((l) => l.includes('count refused'));
    expect(refused).toHaveLength(1);
    expect(JSON.parse(refused[0])).toMatchObject({ level: 'error', apiKeyId: 'no-es-un-uuid', count: 1, sqlState: '22P02' });
    expect(lines.filter((l) => l.includes('write failed'))).toEqual([]);
  });
});
