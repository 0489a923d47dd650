// POST /api/v1/batches over real HTTP: files as spreadsheets save them (Windows-1252, BOM, semicolons, comma
// decimals, quoted line breaks, blank lines), per-row errors naming the Spanish column, file-level refusals that
// write nothing (unknown/missing columns, extra values, unclosed quotes), the 5,000-row and 10 MB limits, the
// JSON form, idempotency, listing and tenancy.
import { count, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { batchRows, batches, orders, organizations } from '@/db/schema';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi, validOrderBody } from '../helpers/orders';
import { failedRowsCsv } from '@/lib/batches/failed-rows-csv';
import { parseDecimal } from '@/lib/batches/parse-decimal';
import { csvText, getBatchFile, postBatch, sampleCsv, sampleCsvRow } from '../helpers/batch-files';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

async function batchCount(organizationId: string) {
  const [row] = await getDb().select({ n: count() }).from(batches).where(eq(batches.organizationId, organizationId));
  return row.n;
}

async function storedRows(batchId: string) {
  return getDb().select().from(batchRows).where(eq(batchRows.batchId, batchId)).orderBy(batchRows.rowNumber);
}

describe('POST /batches with a CSV', () => {
  it('validates every row, quotes the valid ones, stores the batch and its rows, charges nothing', async () => {
    const { org, key } = await createTestClient(server.url);
    const csv = csvText([sampleCsvRow(1), sampleCsvRow(2, { destino_cp: '441' }), sampleCsvRow(3, { peso_kg: '', servicio: 'exprés' })]);
    const res = await postBatch(server.url, key, csv);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'validated', total: 3, valid: 1, invalid: 2 });
    expect(res.body.quotedTotal).toBeGreaterThan(0);
    expect(res.body.errors).toEqual([
      { row: 2, field: 'destino_cp', message: 'La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, "06600")' },
      { row: 3, field: 'peso_kg', message: 'La columna peso_kg es obligatoria' },
    ]);
    const rows = await storedRows(res.body.id);
    expect(rows.map((r) => r.state)).toEqual(['valid', 'invalid', 'invalid']);
    expect(rows[0].quoteCentavos).toBe(Math.round(res.body.quotedTotal * 100));
    const [balance] = await getDb().select({ b: organizations.balanceCentavos }).from(organizations).where(eq(organizations.id, org.id));
    expect(balance.b).toBe(org.balanceCentavos);
    const got = await (await fetch(`${server.url}/api/v1/batches/${res.body.id}`, { headers: { Authorization: `Bearer ${key}` } })).json();
    expect(got).toMatchObject({
      id: res.body.id,
      status: 'validated',
      total: 3,
      valid: 1,
      invalid: 2,
      created: 0,
      failed: 0,
      pending: 1,
      totalCharged: 0,
      completedAt: null,
    });
  });

  it('reads a Windows-1252 file with ñ and á, separated by semicolons, with comma decimals', async () => {
    const { key } = await createTestClient(server.url);
    const text = csvText(
      [sampleCsvRow(1, { destino_nombre: 'Begoña Ibáñez', destino_colonia: 'Jardín', peso_kg: '2,5', valor_declarado: '1.250,50' })],
      { sep: ';' },
    );
    const bytes = Buffer.from(text, 'latin1'); // ñ and á are the same byte in Latin-1 and Windows-1252
    expect(bytes.includes(0xf1)).toBe(true); // ñ as one Windows-1252 byte, invalid UTF-8
    const res = await postBatch(server.url, key, bytes, 'text/csv; charset=windows-1252');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ total: 1, valid: 1, invalid: 0, errors: [] });
    const [row] = await storedRows(res.body.id);
    const order = row.order as any;
    expect(order.deliveryAddress.contactName).toBe('Begoña Ibáñez');
    expect(order.deliveryAddress.neighborhood).toBe('Jardín');
    expect(order.package.weight).toBe(2.5);
    expect(order.package.declaredValue).toBe(1250.5);
  });

  it('reads UTF-8 with a BOM, quoted fields with line breaks, blank lines and separator-only lines', async () => {
    const { key } = await createTestClient(server.url);
    const [header, first] = csvText([sampleCsvRow(1, { destino_indicaciones: 'Tocar el timbre.\nDejar con el portero' })], {
      eol: '\n',
    }).split(/\n(?=LOTE)/);
    const second = csvText([sampleCsvRow(2)], { eol: '\n' }).split('\n')[1];
    // The first row's quoted field spans two lines.
    expect(first).toContain('"Tocar el timbre.\nDejar con el portero"');
    const withBlanks = [header, '', first.trimEnd(), ',,,,', '', second, '', ''].join('\n');
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(withBlanks, 'utf8')]);
    const res = await postBatch(server.url, key, bytes);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ total: 2, valid: 2, invalid: 0 });
    const rows = await storedRows(res.body.id);
    expect((rows[0].order as any).deliveryAddress.deliveryInstructions).toBe('Tocar el timbre.\nDejar con el portero');
    expect(rows[0].internalReference).toBe('LOTE-00001');
  });

  it('accepts headers as a spreadsheet writes them (accents, capitals, spaces) and optional columns left out', async () => {
    const { key } = await createTestClient(server.url);
    const required = [
      'origen_nombre',
      'origen_telefono',
      'origen_calle',
      'origen_numero_exterior',
      'origen_colonia',
      'origen_ciudad',
      'origen_estado',
      'origen_cp',
      'destino_nombre',
      'destino_telefono',
      'destino_calle',
      'destino_numero_exterior',
      'destino_colonia',
      'destino_ciudad',
      'destino_estado',
      'destino_cp',
      'peso_kg',
    ];
    const text = csvText([sampleCsvRow(1)], { columns: required })
      .replace('destino_cp', 'Destino CP')
      .replace('peso_kg', 'Peso (kg)');
    const res = await postBatch(server.url, key, text);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ valid: 1, invalid: 0 });
  });

  it('refuses unknown, missing and repeated columns by name and writes nothing', async () => {
    const { org, key } = await createTestClient(server.url);
    const columns = ['referencia', 'color', 'origen_nombre', 'destino_cp', 'destino_cp'];
    const res = await postBatch(server.url, key, csvText([sampleCsvRow(1, { color: 'rojo' })], { columns }));
    expect(res.status).toBe(400);
    expect(res.headers.get('x-error-code')).toBe('validation_error');
    expect(res.body.error).toContain('columnas desconocidas: «color»');
    expect(res.body.error).toContain('faltan columnas obligatorias: «origen_telefono», «origen_calle»');
    expect(res.body.error).toContain('«peso_kg»');
    expect(res.body.error).toContain('columnas repetidas: «destino_cp»');
    expect(await batchCount(org.id)).toBe(0);
  });

  it('refuses a line with more values than the header, naming the line, and writes nothing', async () => {
    const { org, key } = await createTestClient(server.url);
    const text = sampleCsv(3, { eol: '\n' }).split('\n');
    text[2] += ',sobra';
    const res = await postBatch(server.url, key, text.join('\n'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/más valores que columnas en el encabezado \(32\): línea 3\b/);
    expect(await batchCount(org.id)).toBe(0);
  });

  it('a line with fewer values reports the missing required columns of that row', async () => {
    const { key } = await createTestClient(server.url);
    const text = sampleCsv(2, { eol: '\n' }).split('\n');
    text[2] = text[2].split(',').slice(0, 10).join(',');
    const res = await postBatch(server.url, key, text.join('\n'));
    expect(res.status, res.text).toBe(201);
    expect(res.body.invalid).toBe(1);
    expect(res.body.errors.map((e: any) => e.field)).toEqual(expect.arrayContaining(['destino_nombre', 'destino_cp', 'peso_kg']));
    expect(res.body.errors.every((e: any) => e.row === 2)).toBe(true);
  });

  it('a malformed file (unclosed quote) answers 400 and writes nothing', async () => {
    const { org, key } = await createTestClient(server.url);
    const text = sampleCsv(2).replace('Almacén Central', '"Almacén Central');
    const res = await postBatch(server.url, key, text);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^El archivo CSV no se pudo leer/);
    expect(await batchCount(org.id)).toBe(0);
  });

  it('bad numbers name their column; an unknown service says which ones exist, in the values the column takes', async () => {
    const { key } = await createTestClient(server.url);
    const res = await postBatch(
      server.url,
      key,
      csvText([sampleCsvRow(1, { peso_kg: '1,5,0', servicio: 'urgente', largo_cm: 'diez' }), sampleCsvRow(2, { servicio: 'Mismo día' })]),
    );
    expect(res.status).toBe(201);
    const byField = Object.fromEntries(res.body.errors.filter((e: any) => e.row === 1).map((e: any) => [e.field, e.message]));
    expect(byField.peso_kg).toBe('La columna peso_kg debe ser un número (por ejemplo, 1.5, 1,5 o 1,250.50)');
    expect(byField.largo_cm).toMatch(/^La columna largo_cm debe ser un número/);
    expect(byField.servicio).toBe('La columna servicio debe ser estándar, express o mismo día');
    // Mexico City -> Guadalajara is no same-day route: the refusal names the service as the column writes it.
    expect(res.body.errors.filter((e: any) => e.row === 2)).toEqual([
      {
        row: 2,
        field: 'servicio',
        message:
          'La columna servicio no admite mismo día para esta ruta: solo está disponible cuando los códigos postales de origen y destino comparten los primeros 3 dígitos',
      },
    ]);
    expect(res.text).not.toMatch(/standard|same_day|shipmentType|obligatorio\b/);
  });

  it('reads comma and period decimals as Mexico and Spain write them and refuses a lone comma before three digits', async () => {
    // Each cell alone against the parser: what it reads, or why not.
    const read = (raw: string) => parseDecimal(raw);
    expect(read('1,5')).toEqual({ kind: 'number', value: 1.5 });
    expect(read('1.5')).toEqual({ kind: 'number', value: 1.5 });
    expect(read('1250,50')).toEqual({ kind: 'number', value: 1250.5 });
    expect(read('1,250.50')).toEqual({ kind: 'number', value: 1250.5 });
    expect(read('1.250,50')).toEqual({ kind: 'number', value: 1250.5 });
    expect(read('$ 1,250.50 MXN')).toEqual({ kind: 'number', value: 1250.5 });
    expect(read('1.250')).toEqual({ kind: 'number', value: 1.25 });
    expect(read('1,250,000')).toEqual({ kind: 'number', value: 1_250_000 });
    expect(read('1.250.000,75')).toEqual({ kind: 'number', value: 1_250_000.75 });
    expect(read('0,125')).toEqual({ kind: 'number', value: 0.125 });
    expect(read('1250,000')).toEqual({ kind: 'number', value: 1250 });
    expect(read('')).toEqual({ kind: 'empty' });
    for (const raw of ['1,250', '$ 1,250', '-2,500', '999,000']) expect(read(raw), raw).toEqual({ kind: 'ambiguous' });
    for (const raw of ['1,5,0', '12,34.5', '1.2.3', '1,25.000', 'diez', '-', '.']) expect(read(raw), raw).toEqual({ kind: 'invalid' });

    // Through POST /batches: the values reach the order, the ambiguous cells are refused per row, naming the column.
    const { key } = await createTestClient(server.url);
    const csv = csvText(
      [
        sampleCsvRow(1, { peso_kg: '1.250', valor_declarado: '1,250.50', cobro_contra_entrega: '$ 1.250,50' }),
        sampleCsvRow(2, { peso_kg: '2,5', valor_declarado: '1250,50' }),
        sampleCsvRow(3, { valor_declarado: '$ 1,250', cobro_contra_entrega: '1,250', peso_kg: '1,250', largo_cm: '30' }),
      ],
      { sep: ';' },
    );
    const res = await postBatch(server.url, key, csv);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ total: 3, valid: 2, invalid: 1 });
    expect(res.body.errors).toEqual([
      {
        row: 3,
        field: 'peso_kg',
        message: 'La columna peso_kg: «1,250» es ambiguo: escribe 1250 o 1250,00 (o 1.250 si la coma es decimal)',
      },
      {
        row: 3,
        field: 'valor_declarado',
        message: 'La columna valor_declarado: «$ 1,250» es ambiguo: escribe 1250 o 1250,00 (o 1.250 si la coma es decimal)',
      },
      {
        row: 3,
        field: 'cobro_contra_entrega',
        message: 'La columna cobro_contra_entrega: «1,250» es ambiguo: escribe 1250 o 1250,00 (o 1.250 si la coma es decimal)',
      },
    ]);
    const [first, second] = await storedRows(res.body.id);
    expect((first.order as any).package).toMatchObject({ weight: 1.25, declaredValue: 1250.5 });
    expect(first.order as any).toMatchObject({ isCod: true, codAmount: 1250.5 });
    expect((second.order as any).package).toMatchObject({ weight: 2.5, declaredValue: 1250.5 });
  });

  it('an empty file, a header alone, or a content type other than CSV or JSON are refused', async () => {
    const { key } = await createTestClient(server.url);
    expect((await postBatch(server.url, key, '\r\n\r\n')).status).toBe(400);
    const headerOnly = await postBatch(server.url, key, sampleCsv(0));
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.error).toBe('El archivo no tiene pedidos: solo trae la fila de encabezados.');
    const xml = await postBatch(server.url, key, '<a/>', 'application/xml');
    expect(xml.headers.get('x-error-code')).toBe('invalid_content_type');
    expect(xml.body.error).toBe('El encabezado Content-Type debe ser application/json o text/csv.');
  });
});

describe('the rows to fix (GET /batches/{id}/rows?columns=upload)', () => {
  it('gives back the invalid rows as read, with an error column, ready to fix and upload again as is', async () => {
    const { org, key } = await createTestClient(server.url);
    const csv = csvText(
      [
        sampleCsvRow(1),
        sampleCsvRow(2, { destino_cp: '441', destino_nombre: 'Begoña', peso_kg: '2,5', servicio: 'express' }),
        sampleCsvRow(3, { valor_declarado: '1,250', destino_telefono: '+52 33 9876 5432' }),
      ],
      { sep: ';' },
    );
    const first = await postBatch(server.url, key, csv);
    expect(first.body.invalid).toBe(2);
    const res = await getBatchFile(server.url, key, `/batches/${first.body.id}/rows?columns=upload`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="lote-[0-9a-f]{8}-filas-por-corregir\.csv"$/);
    const text = res.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.referencia)).toEqual(['LOTE-00002', 'LOTE-00003']);
    // Postal codes and phones come as text cells (="…"), so a spreadsheet keeps them as written (lib/platform/csv/stream-csv.ts).
    expect(rows[0]).toMatchObject({
      destino_nombre: 'Begoña',
      peso_kg: '2.5',
      servicio: 'express',
      destino_cp: '="441"',
      origen_cp: '="06600"',
    });
    expect(rows[0].error).toContain('La columna destino_cp debe tener exactamente 5 dígitos');
    // The ambiguous amount comes back as written, the phone as a text cell the parser reads back, no apostrophe.
    expect(rows[1]).toMatchObject({ valor_declarado: '1,250', destino_telefono: '="+52 33 9876 5432"' });
    expect(rows[1].error).toContain('«1,250» es ambiguo');

    // As is: the same two rows with the same errors (the error column ignored)…
    const again = await postBatch(server.url, key, res.body);
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ total: 2, valid: 0, invalid: 2 });
    expect(again.body.errors.map((e: any) => e.field)).toEqual(['destino_cp', 'valor_declarado']);
    // …and fixed in a spreadsheet: both valid.
    const fixed = text.replace('"=""441"""', '44100').replace('"1,250"', '1250');
    expect(fixed).not.toContain('441"');
    const upload = await postBatch(server.url, key, fixed);
    expect(upload.status, upload.text).toBe(201);
    expect(upload.body).toMatchObject({ total: 2, valid: 2, invalid: 0, errors: [] });

    // The same file from the domain function, and only the asked states.
    const { filename } = await failedRowsCsv(getDb(), { organizationId: org.id, batchId: first.body.id });
    expect(filename).toMatch(/^lote-[0-9a-f]{8}-filas-por-corregir\.csv$/);
    await expect(failedRowsCsv(getDb(), { organizationId: org.id, batchId: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(
      'El lote no existe.',
    );
    const onlyFailed = await getBatchFile(server.url, key, `/batches/${first.body.id}/rows?columns=upload&status=failed`);
    expect(onlyFailed.body.toString('utf8').trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('?status filters the rows (JSON and CSV); a status outside the list, or a created row in upload columns, is a 400', async () => {
    const { key, api } = await createTestClient(server.url);
    const created = await postBatch(server.url, key, csvText([sampleCsvRow(1), sampleCsvRow(2, { destino_cp: '1' }), sampleCsvRow(3)]));
    const invalid = await api('GET', `/batches/${created.body.id}/rows?status=invalid`);
    expect(invalid.status).toBe(200);
    expect(invalid.body.data.map((r: any) => [r.row, r.status])).toEqual([[2, 'invalid']]);
    const both = await api('GET', `/batches/${created.body.id}/rows?status=valid,%20invalid`);
    expect(both.body.data.map((r: any) => r.row)).toEqual([1, 2, 3]);
    const csv = await getBatchFile(server.url, key, `/batches/${created.body.id}/rows?status=invalid,failed`, { Accept: 'text/csv' });
    expect(
      csv.body
        .toString('utf8')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['2']);
    const bad = await api('GET', `/batches/${created.body.id}/rows?status=rota`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      'El parámetro status debe ser uno o varios de invalid, valid, queued, created, failed, separados por comas',
    );
    const mixed = await api('GET', `/batches/${created.body.id}/rows?columns=upload&status=created`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toContain('El parámetro status con columns=upload solo admite invalid y failed');
    expect((await api('GET', `/batches/${created.body.id}/rows?columns=todo`)).status).toBe(400);
  });
});

describe('postal codes and phones as spreadsheets write them (issue 32.15)', () => {
  it('a 4-digit postal code is read as its 5-digit form and said so on the row; ="…" text cells read back as their value', async () => {
    const { key, api } = await createTestClient(server.url);
    const csv = csvText([
      sampleCsvRow(1, { origen_cp: '6600' }),
      sampleCsvRow(2, { destino_cp: '="44100"', destino_telefono: '="+5215512345678"', origen_telefono: '+52 55 1234 5678' }),
      sampleCsvRow(3, { destino_cp: '441' }),
    ]);
    const res = await postBatch(server.url, key, csv);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ total: 3, valid: 2, invalid: 1 });
    expect(res.body.warnings).toEqual([
      {
        row: 1,
        field: 'origen_cp',
        message: 'La columna origen_cp traía 4 dígitos (6600): se leyó como 06600, con el cero inicial que quitan las hojas de cálculo.',
      },
    ]);
    // a 3-digit code is still an error, not guessed
    expect(res.body.errors.map((e: any) => [e.row, e.field])).toEqual([[3, 'destino_cp']]);
    const rows = await storedRows(res.body.id);
    expect((rows[0].order as any).pickupAddress.postalCode).toBe('06600');
    expect(rows[0].warnings).toEqual([{ field: 'origen_cp', message: res.body.warnings[0].message }]);
    expect((rows[1].order as any).deliveryAddress).toMatchObject({ postalCode: '44100', contactPhone: '+5215512345678' });
    expect((rows[1].order as any).pickupAddress.contactPhone).toBe('+52 55 1234 5678');
    // GET /rows gives each row its warnings beside its errors
    const listed = await api('GET', `/batches/${res.body.id}/rows`);
    expect(listed.body.data.map((r: any) => r.warnings.length)).toEqual([1, 0, 0]);
  });
});

describe('references already bought (issue 32.7)', () => {
  it('warns on rows whose reference was bought in the last 7 days (not cancelled), in the API and stored on the row', async () => {
    const { key, api } = await createTestClient(server.url);
    const bought = await createOrderViaApi(api, { internalReference: 'PED-REPETIDO' });
    const cancelled = await createOrderViaApi(api, { internalReference: 'PED-CANCELADO' });
    expect((await api('POST', `/orders/${cancelled.orderId}/cancel`, { reason: 'prueba' })).status).toBe(200);
    const old = await createOrderViaApi(api, { internalReference: 'PED-VIEJO' });
    await getDb().update(orders).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(orders.id, old.orderId));

    const csv = csvText([
      sampleCsvRow(1, { referencia: 'PED-REPETIDO' }),
      sampleCsvRow(2, { referencia: 'PED-CANCELADO' }),
      sampleCsvRow(3, { referencia: 'PED-VIEJO' }),
      sampleCsvRow(4, { referencia: 'PED-NUEVO' }),
      sampleCsvRow(5, { referencia: 'PED-REPETIDO', destino_cp: 'x' }),
    ]);
    const res = await postBatch(server.url, key, csv);
    expect(res.status, res.text).toBe(201);
    // a warning, not an error: the row stays valid and will be bought unless the merchant removes it
    expect(res.body).toMatchObject({ valid: 4, invalid: 1 });
    expect(res.body.warnings.map((w: any) => [w.row, w.field])).toEqual([
      [1, 'referencia'],
      [5, 'referencia'],
    ]);
    expect(res.body.warnings[0].message).toMatch(
      new RegExp(
        `^La referencia PED-REPETIDO ya se compró el \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(guía ${bought.guideNumber}\\): revisa que no sea un envío repetido antes de comprar\\.$`,
      ),
    );
    const listed = await api('GET', `/batches/${res.body.id}/rows`);
    expect(listed.body.data[0].warnings).toEqual([{ field: 'referencia', message: res.body.warnings[0].message }]);

    // the JSON form names the JSON field; another organization's orders never warn
    const json = await postBatch(
      server.url,
      key,
      JSON.stringify({ orders: [validOrderBody({ internalReference: 'PED-REPETIDO' })] }),
      'application/json',
    );
    expect(json.body.warnings.map((w: any) => w.field)).toEqual(['internalReference']);
    const other = await createTestClient(server.url);
    const foreign = await postBatch(server.url, other.key, csvText([sampleCsvRow(1, { referencia: 'PED-REPETIDO' })]));
    expect(foreign.body.warnings).toEqual([]);
  });
});

describe('limits', () => {
  it('more than 5,000 rows: 413 with a Spanish message, nothing written', async () => {
    const { org, key } = await createTestClient(server.url);
    const res = await postBatch(server.url, key, sampleCsv(5_001));
    expect(res.status).toBe(413);
    expect(res.headers.get('x-error-code')).toBe('payload_too_large');
    expect(res.body.error).toBe('El lote tiene 5,001 pedidos y el máximo es 5,000 por lote. Divídelo en varios lotes.');
    expect(await batchCount(org.id)).toBe(0);
  });

  it('exactly 5,000 rows are accepted', async () => {
    const { key } = await createTestClient(server.url);
    const res = await postBatch(server.url, key, sampleCsv(5_000));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ total: 5_000, valid: 5_000 });
  }, 120_000);

  it('more than 10 MB: 413 with a Spanish message, nothing written', async () => {
    const { org, key } = await createTestClient(server.url);
    const big = sampleCsv(1) + `${'x'.repeat(1_000)}\r\n`.repeat(10_600);
    expect(Buffer.byteLength(big)).toBeGreaterThan(10 * 1024 * 1024);
    const res = await postBatch(server.url, key, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('El archivo supera el máximo de 10 MB por lote. Divídelo en varios lotes.');
    expect(await batchCount(org.id)).toBe(0);
  });

  it('a JSON body over 1 MB (the limit of other endpoints) is read, up to 10 MB', async () => {
    const { key } = await createTestClient(server.url);
    const orders = Array.from({ length: 1_500 }, () => validOrderBody());
    const body = JSON.stringify({ orders });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const res = await postBatch(server.url, key, body, 'application/json');
    expect(res.status, res.text.slice(0, 300)).toBe(201);
    expect(res.body).toMatchObject({ total: 1_500, valid: 1_500 });
  }, 60_000);
});

describe('POST /batches with JSON', () => {
  it('takes { orders: [...] } with POST /orders bodies; errors name the JSON field', async () => {
    const { key } = await createTestClient(server.url);
    const orders = [validOrderBody(), validOrderBody({ package: { weight: 99 } }), { nope: true }];
    const res = await postBatch(server.url, key, JSON.stringify({ orders }), 'application/json');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    expect(res.body.errors).toContainEqual({
      row: 2,
      field: 'package.weight',
      message: 'El campo package.weight debe estar entre 0.1 y 70',
    });
    expect(res.body.errors).toContainEqual(expect.objectContaining({ row: 3, field: 'nope' }));
  });

  it('refuses a body that is not { orders: [...] }, or an empty list', async () => {
    const { key } = await createTestClient(server.url);
    for (const body of [[validOrderBody()], { orders: [] }, { orders: [validOrderBody()], extra: 1 }, { orders: 'x' }]) {
      const res = await postBatch(server.url, key, JSON.stringify(body), 'application/json');
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/orders/);
    }
    const over = await postBatch(
      server.url,
      key,
      JSON.stringify({ orders: Array.from({ length: 5_001 }, () => ({})) }),
      'application/json',
    );
    expect(over.status).toBe(413);
  });
});

describe('idempotency', () => {
  it('the same key and file answer the stored response; the same key with another file is 422', async () => {
    const { org, key } = await createTestClient(server.url);
    const csv = sampleCsv(3);
    const headers = { 'X-Idempotency-Key': `lote-${Date.now()}` };
    const first = await postBatch(server.url, key, csv, 'text/csv', headers);
    const again = await postBatch(server.url, key, csv, 'text/csv', headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await batchCount(org.id)).toBe(1);
    const other = await postBatch(server.url, key, sampleCsv(4), 'text/csv', headers);
    expect(other.status).toBe(422);
    expect(other.headers.get('x-error-code')).toBe('idempotency_key_reused');
  });
});

describe('GET /batches and tenancy', () => {
  it('lists the organization batches newest first, keyset-paged; another organization sees none of them', async () => {
    const { key } = await createTestClient(server.url);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await postBatch(server.url, key, sampleCsv(1))).body.id);
    const page1 = await (await fetch(`${server.url}/api/v1/batches?limit=2`, { headers: { Authorization: `Bearer ${key}` } })).json();
    expect(page1.data.map((b: any) => b.id)).toEqual([ids[2], ids[1]]);
    const page2 = await (
      await fetch(`${server.url}/api/v1/batches?limit=2&cursor=${page1.nextCursor}`, { headers: { Authorization: `Bearer ${key}` } })
    ).json();
    expect(page2.data.map((b: any) => b.id)).toEqual([ids[0]]);
    expect(page2.nextCursor).toBeNull();

    const other = await createTestClient(server.url);
    const list = await other.api('GET', '/batches');
    expect(list.body.data).toEqual([]);
    for (const path of [`/batches/${ids[0]}`, `/batches/${ids[0]}/rows`, `/batches/${ids[0]}/labels`, `/batches/${ids[0]}/manifest`]) {
      const res = await other.api('GET', path);
      const unknown = await other.api('GET', path.replace(ids[0], '00000000-0000-4000-8000-000000000000'));
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual(unknown.body);
      expect(res.body.error).toBe('El lote no existe.');
    }
    const purchase = await other.api('POST', `/batches/${ids[0]}/purchase`);
    expect(purchase.status).toBe(404);
    expect((await other.api('GET', '/batches/no-es-uuid')).status).toBe(404);
  });
});

describe('common route checks', () => {
  runCommonRouteChecks(() => server.url, { method: 'POST', path: '/batches', body: { orders: [validOrderBody()] }, scope: 'orders:write' });
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/batches', scope: 'orders:read', otherScopes: ['orders:write'] });
});
