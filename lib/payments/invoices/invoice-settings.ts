// The invoice settings (lib/platform/config.ts, all or nothing): the PAC and its token, the issuer and its CSD, the
// series. Without them no invoice is built or stamped: the top-ups and the pending invoices wait.
import type { CfdiIssuer } from '@/lib/payments/cfdi/document';
import type { PacSettings } from '@/lib/payments/pac/stamp';
import { config } from '@/lib/platform/config';

export type InvoiceSettings = {
  pac: PacSettings;
  issuer: CfdiIssuer;
  series: string;
  csd: { certificatePath: string; keyPath: string; password: string };
};

export function invoiceSettings(): InvoiceSettings | null {
  const c = config();
  if (
    !c.PAC_API_URL ||
    !c.PAC_API_TOKEN ||
    !c.CFDI_ISSUER_RFC ||
    !c.CFDI_ISSUER_NAME ||
    !c.CFDI_ISSUER_POSTAL_CODE ||
    !c.CFDI_CSD_CERTIFICATE_PATH ||
    !c.CFDI_CSD_KEY_PATH ||
    !c.CFDI_CSD_PASSWORD
  ) {
    return null;
  }
  return {
    pac: { url: c.PAC_API_URL, token: c.PAC_API_TOKEN },
    issuer: {
      rfc: c.CFDI_ISSUER_RFC,
      name: c.CFDI_ISSUER_NAME,
      taxRegime: c.CFDI_ISSUER_TAX_REGIME,
      postalCode: c.CFDI_ISSUER_POSTAL_CODE,
    },
    series: c.CFDI_SERIES,
    csd: { certificatePath: c.CFDI_CSD_CERTIFICATE_PATH, keyPath: c.CFDI_CSD_KEY_PATH, password: c.CFDI_CSD_PASSWORD },
  };
}
