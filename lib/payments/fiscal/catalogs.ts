// The SAT's catalogues the receiver's fiscal data is checked against (CFDI 4.0, from @nodecfdi/sat-micro-catalogs):
// c_RegimenFiscal (which regímenes a persona física or moral may have) and c_UsoCFDI (which usos each person type and
// régimen may ask for). Only entries in force today count.
import regimenes from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_regimenes_fiscales';
import usos from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_usos_cfdi';

export type PersonType = 'fisica' | 'moral';

type Entry = { id: string; texto: string; aplica_fisica: number | string; aplica_moral: number | string; vigencia_hasta: string };

const inForce = (e: { vigencia_hasta: string }, today: string) => e.vigencia_hasta === '' || e.vigencia_hasta >= today;
const appliesTo = (e: Entry, person: PersonType) => Number(person === 'fisica' ? e.aplica_fisica : e.aplica_moral) === 1;

export type TaxRegime = { code: string; name: string; fisica: boolean; moral: boolean };
export type CfdiUse = { code: string; name: string; fisica: boolean; moral: boolean; regimes: string[] };

export function taxRegimes(today: string): TaxRegime[] {
  return (regimenes as Entry[])
    .filter((e) => inForce(e, today))
    .map((e) => ({ code: String(e.id), name: e.texto, fisica: appliesTo(e, 'fisica'), moral: appliesTo(e, 'moral') }));
}

export function cfdiUses(today: string): CfdiUse[] {
  return (usos as Array<Entry & { regimenes_fiscales_receptores: string }>)
    .filter((e) => inForce(e, today))
    .map((e) => ({
      code: String(e.id),
      name: e.texto.replace(/\.$/, ''),
      fisica: appliesTo(e, 'fisica'),
      moral: appliesTo(e, 'moral'),
      regimes: e.regimenes_fiscales_receptores
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    }));
}
