// Stamping (docs/payments.md "CFDI 4.0 and the PAC") through the PAC simulator over real HTTP: the stamped XML with
// its TimbreFiscalDigital 1.1 is valid against the SAT XSD, its seals verify (the CFDI's with the CSD, the SAT's with
// the simulator's key over the SAT's TFD XSLT cadena); the same CFDI sent again gets the same UUID; a PAC down or
// throttling (transient) leaves the invoice pending_stamp with its error and a later attempt, then it is stamped once; two
// stampers at once stamp each invoice once; a stamped invoice cannot be changed; the job runner does it all alone.
import { createVerify } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { invoices } from '@/db/schema';
import { parseStampedCfdi } from '@/lib/payments/cfdi/read-stamped';
import { buildInvoices } from '@/lib/payments/invoices/build-invoices';
import { invoiceJob } from '@/lib/payments/invoices/invoice-job';
import { claimInvoicesToStamp } from '@/lib/payments/invoices/stamp-invoices';
import { stampCfdi } from '@/lib/payments/pac/stamp';
import { resetConfigCache } from '@/lib/platform/config';
import { randomUUID } from 'node:crypto';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { ensureOrganizationClabe } from '@/lib/payments/clabe';
import { receiveDeposit } from '@/lib/payments/deposits/receive-deposit';
import abonoExample from '@/simulators/bank/fixtures/abono-stp.json';
import { invoiceRow, invoicesOf, orgWithFiscalData, stampDue, topUp, withPacSimulator, xmlAttribute } from '../helpers/invoices';
import { satCadenaOriginal, satTfdCadenaOriginal, verifiesWith, xsdErrors } from '../helpers/sat-xml';

const pac = withPacSimulator();
const runners: RunnerOf<typeof invoiceJob>[] = [];
afterEach(async () => {
  pac().fault(null);
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

/** An organization with one built invoice of `centavos`, not yet stamped. */
async function builtInvoice(centavos = 580_00) {
  const org = await orgWithFiscalData('per_topup');
  await topUp(org.id, centavos);
  const [id] = await buildInvoices(getDb(), { organizationId: org.id });
  return { org, id };
}

/** Stamps what is due until `id` has had an attempt. */
async function attempt(id: string) {
  const results = await stampDue();
  return results.find((r) => r.id === id)?.outcome;
}

describe('a stamp', () => {
  it('stores the stamped XML: XSD-valid with its TFD, both seals verify, the fields a PDF needs read back', async () => {
    const { id } = await builtInvoice(1_160_00);
    const issued = pac().stats.stampsIssued;
    expect(await attempt(id)).toBe('stamped');
    expect(pac().stats.stampsIssued).toBe(issued + 1);
    const row = await invoiceRow(id);
    expect(row).toMatchObject({ status: 'stamped', stampAttempts: 1, lastError: null, satCertificateNumber: '30001000000500003456' });
    expect(row.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(row.stampedAt).toBeInstanceOf(Date);
    const xml = row.stampedXml!;
    expect(xml.startsWith(row.sealedXml.slice(0, row.sealedXml.lastIndexOf('</cfdi:Comprobante>')))).toBe(true);
    expect(await xsdErrors(xml)).toEqual([]);
    // the CFDI's seal still verifies over the SAT's cadena of the stamped XML
    const certificate = xmlAttribute(xml, 'cfdi:Comprobante', 'Certificado')!;
    expect(verifiesWith(certificate, satCadenaOriginal(xml), xmlAttribute(xml, 'cfdi:Comprobante', 'Sello')!)).toBe(true);
    // the TFD: our reading of it, the SAT's XSLT cadena, the SAT seal by the PAC's key
    const read = parseStampedCfdi(xml);
    const tfdXml = /<tfd:TimbreFiscalDigital\b[^>]*\/>/.exec(xml)![0];
    expect(read.timbre.cadenaOriginal).toBe(satTfdCadenaOriginal(tfdXml));
    expect(
      createVerify('RSA-SHA256').update(read.timbre.cadenaOriginal, 'utf8').verify(pac().satPublicKeyPem, read.timbre.selloSat, 'base64'),
    ).toBe(true);
    expect(read).toMatchObject({
      serie: 'PRUEBA',
      folio: String(row.folio),
      fecha: row.issuedAt,
      subTotal: '1000.00',
      total: '1160.00',
      totalImpuestosTrasladados: '160.00',
      noCertificado: '30001000000500003416',
      emisor: { rfc: 'EMX210101AB1', nombre: 'ENVIOS MX PRUEBAS', regimenFiscal: '601' },
      receptor: {
        rfc: 'EKU9003173C9',
        nombre: 'ESCUELA KEMPER URGATE',
        domicilioFiscalReceptor: '42501',
        regimenFiscalReceptor: '601',
        usoCfdi: 'G03',
      },
      timbre: { uuid: row.uuid, noCertificadoSat: '30001000000500003456', rfcProvCertif: 'SPR190613I52', selloCfd: read.sello },
    });
    expect(read.conceptos).toEqual([
      expect.objectContaining({
        claveProdServ: '78102203',
        claveUnidad: 'E48',
        importe: '1000.00',
        iva: { base: '1000.00', tasaOCuota: '0.160000', importe: '160.00' },
      }),
    ]);
  });

  it('the same CFDI sent again answers the first stamp (previamente timbrado), never a second UUID', async () => {
    const { id } = await builtInvoice();
    expect(await attempt(id)).toBe('stamped');
    const row = await invoiceRow(id);
    const issued = pac().stats.stampsIssued;
    const again = await stampCfdi({ url: pac().url, token: pac().token }, { xml: row.sealedXml, idempotencyKey: id });
    expect(again).toMatchObject({ ok: true, stamp: { uuid: row.uuid, repeated: true, stampedXml: row.stampedXml } });
    expect(pac().stats.stampsIssued).toBe(issued);
    // and the invoice is not claimed again
    expect(await claimInvoicesToStamp(getDb(), { limit: 100, leaseMs: 1000 })).not.toContain(id);
  });

  it('a CFDI whose seal does not verify, or a wrong token, is refused in the PAC error shape', async () => {
    const { id } = await builtInvoice();
    const row = await invoiceRow(id);
    const forged = row.sealedXml.replace(/Total="[^"]+"/, 'Total="1.00"');
    const refused = await stampCfdi({ url: pac().url, token: pac().token }, { xml: forged, idempotencyKey: 'otro' });
    // the document itself is refused: permanent (tests/jobs/invoices-failed.test.ts); our token refused: transient
    expect(refused).toEqual({ ok: false, message: expect.stringContaining('CFDI40102'), permanent: true });
    const token = await stampCfdi({ url: pac().url, token: 'token-equivocado-0000000' }, { xml: row.sealedXml, idempotencyKey: id });
    expect(token).toEqual({ ok: false, message: expect.stringContaining('401'), permanent: false });
    expect((await invoiceRow(id)).status).toBe('pending_stamp');
  });
});

describe('when the PAC fails', () => {
  it('down: the invoice stays pendiente de timbrar with its error and a later attempt, then is stamped once', async () => {
    const { id } = await builtInvoice();
    pac().fault({ mode: 'unavailable' });
    expect(await attempt(id)).toBe('failed');
    const waiting = await invoiceRow(id);
    expect(waiting).toMatchObject({ status: 'pending_stamp', uuid: null, stampedXml: null, stampAttempts: 1 });
    expect(waiting.lastError).toContain('503');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // not due yet: nobody claims it
    expect(await claimInvoicesToStamp(getDb(), { limit: 100, leaseMs: 1000 })).not.toContain(id);
    pac().fault(null);
    await getDb().update(invoices).set({ nextAttemptAt: sql`now()` }).where(eq(invoices.id, id));
    const issued = pac().stats.stampsIssued;
    expect(await attempt(id)).toBe('stamped');
    expect(await invoiceRow(id)).toMatchObject({ status: 'stamped', stampAttempts: 2, lastError: null });
    expect(pac().stats.stampsIssued).toBe(issued + 1);
  });

  it('throttled (429, transient): pending with the PAC message; the next attempt waits longer', async () => {
    const { id } = await builtInvoice();
    pac().fault({ mode: 'throttled' });
    expect(await attempt(id)).toBe('failed');
    const first = await invoiceRow(id);
    expect(first.lastError).toContain('429');
    await getDb().update(invoices).set({ nextAttemptAt: sql`now()` }).where(eq(invoices.id, id));
    const before = Date.now();
    expect(await attempt(id)).toBe('failed');
    const second = await invoiceRow(id);
    expect(second).toMatchObject({ status: 'pending_stamp', stampAttempts: 2 });
    // back-off: about 2 minutes (1 minute doubled, ±20 %) after the second failure
    expect(second.nextAttemptAt.getTime() - before).toBeGreaterThan(90_000);
  });

  it('without the PAC settings nothing is claimed or built: the invoices wait', async () => {
    const { org, id } = await builtInvoice();
    // the settings are all or nothing (lib/platform/config.ts): take the whole group away
    const names = Object.keys(process.env).filter((name) => /^(PAC_API_|CFDI_(ISSUER_RFC|ISSUER_NAME|ISSUER_POSTAL_CODE|CSD_))/.test(name));
    const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
    for (const name of names) delete process.env[name];
    resetConfigCache();
    try {
      expect(await claimInvoicesToStamp(getDb(), { limit: 100, leaseMs: 1000 })).toEqual([]);
      await topUp(org.id, 10_00);
      expect(await buildInvoices(getDb(), { organizationId: org.id })).toEqual([]);
    } finally {
      Object.assign(process.env, saved);
      resetConfigCache();
    }
    expect((await invoiceRow(id)).status).toBe('pending_stamp');
  });
});

describe('two stampers and the record', () => {
  it('two runners at once send each invoice once', async () => {
    const org = await orgWithFiscalData('per_topup');
    for (const amount of [11_00, 22_00, 33_00, 44_00]) await topUp(org.id, amount);
    const ids = await buildInvoices(getDb(), { organizationId: org.id });
    await getDb().execute(
      sql`update invoices set next_attempt_at = now() + interval '1 hour' where status = 'pending_stamp' and organization_id <> ${org.id}::uuid`,
    );
    const calls = pac().stats.stampCalls;
    const [a, b] = await Promise.all([stampDue(), stampDue()]);
    expect([...a, ...b].map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(pac().stats.stampCalls).toBe(calls + 4);
    const rows = await invoicesOf(org.id);
    expect(rows.every((r) => r.status === 'stamped')).toBe(true);
    expect(new Set(rows.map((r) => r.uuid)).size).toBe(4);
  });

  it('the immutability trigger refuses changing a stamped invoice', async () => {
    const { id } = await builtInvoice();
    expect(await attempt(id)).toBe('stamped');
    // the database's own refusal (drizzle wraps it: its cause)
    const refusal = (set: Partial<typeof invoices.$inferInsert>) =>
      getDb()
        .update(invoices)
        .set(set)
        .where(eq(invoices.id, id))
        .then(
          () => 'changed',
          (error: Error & { cause?: Error }) => (error.cause ?? error).message,
        );
    for (const set of [
      { stampedXml: '<otro/>' },
      { uuid: '00000000-0000-4000-8000-000000000000' },
      { totalCentavos: 1 },
      { sealedXml: '<otro/>' },
    ]) {
      expect(await refusal(set), JSON.stringify(set)).toMatch(/invoice .* is immutable/);
    }
    expect((await invoiceRow(id)).status).toBe('stamped');
  });

  it('the job runner builds and stamps a new top-up by itself', async () => {
    const org = await orgWithFiscalData('per_topup');
    await topUp(org.id, 99_99);
    const runner = new JobRunner(invoiceJob, { pollIntervalMs: 100 });
    runners.push(runner);
    await runner.start();
    await expect.poll(async () => (await invoicesOf(org.id)).map((r) => r.status), { timeout: 15_000, interval: 100 }).toEqual(['stamped']);
  });

  it('a credited SPEI deposit wakes it at the credit (no poll): the invoice is there in seconds, not at the next minute', async () => {
    const org = await orgWithFiscalData('per_topup');
    const { clabe } = await ensureOrganizationClabe(getDb(), { organizationId: org.id });
    const runner = new JobRunner(invoiceJob, { pollIntervalMs: 60 * 60_000 });
    runners.push(runner);
    await runner.start();
    // the runner's first round (at start) has found nothing to do for this organization
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await invoicesOf(org.id)).toEqual([]);
    const body = { ...abonoExample, claveRastreo: `WAKE${randomUUID().slice(0, 8)}`, cuentaBeneficiario: clabe, monto: '1160.00' };
    const outcome = await receiveDeposit(getDb(), { body, rawBody: JSON.stringify(body), clientAddress: null });
    expect(outcome.outcome).toBe('credited');
    await expect.poll(async () => (await invoicesOf(org.id)).map((r) => r.status), { timeout: 10_000, interval: 100 }).toEqual(['stamped']);
  });
});
