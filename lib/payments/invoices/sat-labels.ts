// The SAT catalogue texts a printed CFDI shows beside each key ("601 General de Ley Personas Morales"), from the SAT's
// CFDI 4.0 catalogues as @nodecfdi/sat-micro-catalogs ships them.
import paymentForms from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_formas_pago';
import paymentMethods from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_metodos_pago';
import taxObjects from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_objetos_impuestos';
import taxRegimes from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_regimenes_fiscales';
import voucherTypes from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_tipos_comprobantes';
import cfdiUses from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_usos_cfdi';

type Item = { id: string; texto: string };

const labeller = (items: Item[]) => {
  const byId = new Map(items.map((item) => [item.id, item.texto]));
  return (key: string) => {
    const text = byId.get(key);
    return text ? `${key} ${text}` : key;
  };
};

export const taxRegimeLabel = labeller(taxRegimes as Item[]);
export const cfdiUseLabel = labeller(cfdiUses as Item[]);
export const paymentFormLabel = labeller(paymentForms as Item[]);
export const paymentMethodLabel = labeller(paymentMethods as Item[]);
export const voucherTypeLabel = labeller(voucherTypes as Item[]);
export const taxObjectLabel = labeller(taxObjects as Item[]);
