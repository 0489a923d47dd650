// Issue 32, finding 2: a NUL byte in any CSV cell of a batch upload failed the whole upload with a 500 (the
// invalid row's cells went into a JSON column PostgreSQL refuses). Now it is a per-row Spanish error like any
// other bad cell, the row is stored with U+FFFD where the NUL was (lib/platform/text/storable.ts) and the other rows are
// validated as usual. Over real HTTP, real PostgreSQL.
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { batchRows, batches } from '@/db/schema';
import { createBatch } from '@/lib/batches/create-batch';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { csvText, getBatchFile, postBatch, sampleCsvRow } from '../helpers/batch-files';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const storedRows = (batchId: string) => getDb().select().from(batchRows).where(eq(batchRows.batchId, batchId)).orderBy(batchRows.rowNumber);

describe('a NUL byte in a CSV cell', () => {
  it('is a per-row Spanish error naming the column; the other rows are validated and the batch is stored', async () => {
    const { key } = await createTestClient(server.url);
    const csv = csvText([
      sampleCsvRow(1, { destino_nombre: 'Ana\u0000López' }),
      sampleCsvRow(2, { referencia: 'LOTE\u000000002' }),
      sampleCsvRow(3, { peso_kg: '1\u00005' }),
      sampleCsvRow(4),
    ]);
    const res = await postBatch(server.url, key, csv);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ total: 4, valid: 1, invalid: 3 });
    const byRow = (row: number) => res.body.errors.filter((e: { row: number }) => e.row === row);
    expect(byRow(1)).toEqual([
      { row: 1, field: 'destino_nombre', message: 'La columna destino_nombre no puede contener caracteres de control (U+0000)' },
    ]);
    expect(byRow(2)).toEqual([
      { row: 2, field: 'referencia', message: 'La columna referencia no puede contener caracteres de control (U+0000)' },
    ]);
    expect(byRow(3)).toEqual([
      { row: 3, field: 'peso_kg', message: 'La columna peso_kg debe ser un número (por ejemplo, 1.5, 1,5 o 1,250.50)' },
    ]);

    const rows = await storedRows(res.body.id);
    expect(rows.map((r) => r.state)).toEqual(['invalid', 'invalid', 'invalid', 'valid']);
    // Stored as read, the NUL shown as U+FFFD.
    expect((rows[0].order as { deliveryAddress: { contactName: string } }).deliveryAddress.contactName).toBe('Ana\uFFFDLópez');
    expect(rows[1].internalReference).toBe('LOTE\uFFFD00002');

    // The rows to fix come back with the replacement character where the NUL was, and the error column.
    const fix = await getBatchFile(server.url, key, `/batches/${res.body.id}/rows?columns=upload`);
    expect(fix.status).toBe(200);
    const back = parse(fix.body.toString('utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(back.map((r) => r.referencia)).toEqual(['LOTE-00001', 'LOTE\uFFFD00002', 'LOTE-00003']);
    expect(back[0].destino_nombre).toBe('Ana\uFFFDLópez');
    expect(back[0].error).toContain('no puede contener caracteres de control');
  });

  it('the one-line file of the issue (a NUL inside a quoted cell of an unknown column) is a 400 naming the columns, not a 500', async () => {
    const { key } = await createTestClient(server.url);
    const res = await postBatch(server.url, key, Buffer.from('a;b\n"x\0y"\n', 'binary'));
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/^El encabezado del CSV no es válido: columnas desconocidas: «a», «b»/);
  });

  it('a JSON upload with \\u0000 or a lone surrogate is a 400 naming the field, not a 500', async () => {
    const { key } = await createTestClient(server.url);
    for (const bad of ['\\u0000', '\\ud800']) {
      const body = `{"orders":[{"internalReference":"A${bad}B"}]}`;
      const res = await postBatch(server.url, key, body, 'application/json');
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toContain('internalReference');
    }
  });

  it("the dashboard import's file name with a NUL is stored, not a 500 (the domain function both routes call)", async () => {
    const { org } = await createTestClient(server.url);
    const bytes = new TextEncoder().encode(csvText([sampleCsvRow(1)]));
    const created = await createBatch(getDb(), { organizationId: org.id, upload: { source: 'csv', bytes }, fileName: 'pedidos\u0000.csv' });
    expect(created).toMatchObject({ total: 1, valid: 1 });
    const [stored] = await getDb().select({ fileName: batches.fileName }).from(batches).where(eq(batches.id, created.id));
    expect(stored.fileName).toBe('pedidos\uFFFD.csv');
  });
});
