// The amounts a PAC checks before stamping (SAT Anexo 20, CFDI 4.0 validation matrix), for the simulator: the
// concepts' Importe add up to SubTotal, SubTotal − Descuento + TotalImpuestosTrasladados − TotalImpuestosRetenidos is
// Total, each Traslado's Importe is within the SAT's tolerance for its Base and TasaOCuota ((Base − 0.005) × Tasa
// rounded down to (Base + 0.005) × Tasa rounded up, to 2 decimals), and the Comprobante's Traslados and
// TotalImpuestosTrasladados are the sums of the concepts'. A refusal is a CFDI40xxx message in SW's shape (the codes
// as we read the SAT's matrix; our adapter relies only on the CFDI40 prefix to call it permanent).
import { CFDI_NS, type ParsedCfdi } from './seal-check';

type Node = ParsedCfdi['root'];

const kids = (parent: Node, name: string): Node[] =>
  Array.from(parent.childNodes).filter(
    (n): n is Node => n.nodeType === 1 && (n as Node).localName === name && (n as Node).namespaceURI === CFDI_NS,
  );

/** "1234.05" in centavos; null when it is not an amount with at most 2 decimals. */
function centavos(text: string | null): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text ?? '');
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/** TasaOCuota ("0.160000") in millionths. */
function millionths(text: string | null): number | null {
  const m = /^(\d)\.(\d{6})$/.exec(text ?? '');
  return m ? Number(m[1]) * 1_000_000 + Number(m[2]) : null;
}

/** The SAT's tolerance for a Traslado's Importe, in centavos, of a Base in centavos at a rate in millionths. */
export function importeBounds(base: number, rate: number): { low: number; high: number } {
  return { low: Math.floor(((2 * base - 1) * rate) / 2_000_000), high: Math.ceil(((2 * base + 1) * rate) / 2_000_000) };
}

const traslados = (impuestos: Node[]) => impuestos.flatMap((i) => kids(i, 'Traslados')).flatMap((t) => kids(t, 'Traslado'));

/** Why the amounts are refused, or null. */
export function amountsProblem(cfdi: ParsedCfdi): string | null {
  const root = cfdi.root;
  const subtotal = centavos(cfdi.attr('SubTotal'));
  const total = centavos(cfdi.attr('Total'));
  const discount = centavos(cfdi.attr('Descuento') || '0');
  if (subtotal === null || total === null || discount === null) return 'CFDI40107 - El campo SubTotal o Total no tiene un importe válido.';
  const conceptos = kids(root, 'Conceptos').flatMap((c) => kids(c, 'Concepto'));
  let sumImporte = 0;
  let sumTraslado = 0;
  const byRate = new Map<string, number>();
  for (const concepto of conceptos) {
    const importe = centavos(concepto.getAttribute('Importe'));
    if (importe === null) return 'CFDI40108 - El campo Importe del concepto no tiene un importe válido.';
    sumImporte += importe;
    for (const t of traslados(kids(concepto, 'Impuestos'))) {
      if (t.getAttribute('TipoFactor') === 'Exento') continue;
      const base = centavos(t.getAttribute('Base'));
      const rate = millionths(t.getAttribute('TasaOCuota'));
      const tax = centavos(t.getAttribute('Importe'));
      if (base === null || rate === null || tax === null)
        return 'CFDI40174 - El Traslado del concepto no tiene Base, TasaOCuota o Importe válidos.';
      const { low, high } = importeBounds(base, rate);
      if (tax < low || tax > high)
        return 'CFDI40180 - El valor del campo Importe que corresponde a Traslado no se encuentra entre el límite inferior y superior permitido.';
      sumTraslado += tax;
      const key = `${t.getAttribute('Impuesto')}|${t.getAttribute('TasaOCuota')}`;
      byRate.set(key, (byRate.get(key) ?? 0) + tax);
    }
  }
  if (sumImporte !== subtotal)
    return 'CFDI40108 - El TipoDeComprobante es I, E o N: el importe registrado en el campo SubTotal no es igual a la suma de los importes de los conceptos registrados.';
  const impuestos = kids(root, 'Impuestos');
  const trasladados = centavos(impuestos[0]?.getAttribute('TotalImpuestosTrasladados') || '0');
  const retenidos = centavos(impuestos[0]?.getAttribute('TotalImpuestosRetenidos') || '0');
  if (trasladados === null || retenidos === null) return 'CFDI40107 - El campo TotalImpuestosTrasladados no tiene un importe válido.';
  for (const t of traslados(impuestos)) {
    const key = `${t.getAttribute('Impuesto')}|${t.getAttribute('TasaOCuota')}`;
    if (centavos(t.getAttribute('Importe')) !== (byRate.get(key) ?? 0))
      return 'CFDI40201 - El valor del campo Importe del Traslado no es igual a la suma de los importes de los impuestos trasladados de los conceptos.';
  }
  if (trasladados !== sumTraslado)
    return 'CFDI40198 - El valor del campo TotalImpuestosTrasladados no es igual a la suma de los importes de los impuestos trasladados.';
  if (subtotal - discount + trasladados - retenidos !== total)
    return 'CFDI40119 - El campo Total no corresponde con la suma del subtotal, menos los descuentos aplicables, más las contribuciones recibidas, menos los impuestos retenidos.';
  return null;
}
