// The PAC simulator checks the amounts as the SAT's validation matrix does (docs/payments.md "CFDI 4.0 and the PAC",
// simulators/pac/amounts-check.ts): a CFDI correctly sealed with the test CSD but whose concepts do not add up to
// SubTotal, whose Total is not SubTotal + IVA, or whose IVA is outside the SAT's tolerance for its Base is refused with
// a CFDI40xxx code, which the adapter reads as a permanent refusal; our own amounts, including the totals no Base
// reaches exactly ($0.04: IVA within tolerance), are stamped.
import { describe, expect, it } from 'vitest';
import { cadenaOriginal } from '@/lib/payments/cfdi/cadena-original';
import { openCsd } from '@/lib/payments/cfdi/csd';
import { type CfdiDocument, cfdiDocument } from '@/lib/payments/cfdi/document';
import { cfdiXml } from '@/lib/payments/cfdi/xml';
import { cfdiDate } from '@/lib/payments/invoices/build-invoices';
import { stampCfdi } from '@/lib/payments/pac/stamp';
import { TEST_RECEIVER, withPacSimulator } from '../helpers/invoices';
import { TEST_ISSUER, testCsd } from '../helpers/test-csd';

const pac = withPacSimulator();
let folio = 900_000;

/** A CFDI of `totals` (centavos), changed by `forge` before it is sealed with the test CSD. */
function sealed(totals: number[], forge: (doc: CfdiDocument) => void = () => {}) {
  const csd = openCsd(testCsd());
  const doc = cfdiDocument(
    {
      series: 'PRUEBA',
      folio: folio++,
      issuedAt: cfdiDate(new Date()),
      issuer: TEST_ISSUER,
      receiver: { ...TEST_RECEIVER },
      concepts: totals.map((totalCentavos) => ({ totalCentavos, description: 'Servicios de envío de paquetería' })),
    },
    csd.certificate,
  );
  forge(doc);
  return cfdiXml(doc, csd.sign(cadenaOriginal(doc)));
}

const set = (pairs: Array<[string, string]>, name: string, value: string) => {
  const pair = pairs.find(([n]) => n === name);
  if (!pair) throw new Error(`no ${name}`);
  pair[1] = value;
};

const stamp = (xml: string) => stampCfdi({ url: pac().url, token: pac().token }, { xml, idempotencyKey: `amounts-${folio}` });

describe('the PAC checks the amounts', () => {
  it('stamps our amounts, also a total no Base reaches exactly ($0.04) and a monthly invoice of many concepts', async () => {
    for (const totals of [[4], [116_00], [4, 58, 100_00, 1_999_999]]) {
      expect(await stamp(sealed(totals)), String(totals)).toMatchObject({ ok: true });
    }
  });

  it('refuses for good an IVA outside the tolerance, a SubTotal that is not the concepts, a Total that is not SubTotal + IVA', async () => {
    const cases: Array<[string, (doc: CfdiDocument) => void]> = [
      // $100.00: Base 86.21, IVA 13.79; 13.81 is outside [13.79, 13.80]; the totals moved so everything else adds up
      [
        'CFDI40180',
        (doc) => {
          doc.conceptos[0].traslado.Importe = '13.81';
          doc.impuestos.traslado.Importe = '13.81';
          doc.impuestos.totalImpuestosTrasladados = '13.81';
          set(doc.comprobante, 'Total', '100.02');
        },
      ],
      ['CFDI40108', (doc) => set(doc.comprobante, 'SubTotal', '86.20')],
      ['CFDI40119', (doc) => set(doc.comprobante, 'Total', '100.01')],
    ];
    for (const [code, forge] of cases) {
      const answer = await stamp(sealed([100_00], forge));
      expect(answer, code).toMatchObject({ ok: false, permanent: true });
      expect(!answer.ok && answer.message, code).toContain(code);
    }
  });
});
