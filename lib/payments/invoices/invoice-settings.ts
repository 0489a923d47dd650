// The invoice settings (lib/platform/config.ts, all or nothing): the PAC and its token, the issuer and its CSD, the
// series. Without them no invoice is built or stamped: the top-ups and the pending invoices wait. The PAC depends on
// the organization's mode (docs/modes.md): a live organization's invoices go to the production PAC (PAC_*), a
// test-mode twin's only to the PAC's test environment (PAC_TEST_*), never the production one; without PAC_TEST_* the
// twin's top-ups are not invoiced.
import type { CfdiIssuer } from '@/lib/payments/cfdi/document';
import type { PacSettings } from '@/lib/payments/pac/stamp';
import { config } from '@/lib/platform/config';
import type { OrganizationMode } from '@/model/organizations';

export type InvoiceSettings = {
  pac: PacSettings;
  issuer: CfdiIssuer;
  series: string;
  csd: { certificatePath: string; keyPath: string; password: string };
};

/** The PAC an organization of `mode` is invoiced through, or null when that mode is not invoiced. */
export function pacFor(mode: OrganizationMode): PacSettings | null {
  const c = config();
  const url = mode === 'test' ? c.PAC_TEST_API_URL : c.PAC_API_URL;
  const token = mode === 'test' ? c.PAC_TEST_API_TOKEN : c.PAC_API_TOKEN;
  return url && token ? { url, token } : null;
}

export function invoiceSettings(mode: OrganizationMode = 'live'): InvoiceSettings | null {
  const c = config();
  const pac = pacFor(mode);
  if (
    !pac ||
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
    pac,
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

/** The organization modes invoiced with the current settings (none, live, test or both). */
export function invoicedModes(): OrganizationMode[] {
  return (['live', 'test'] as const).filter((mode) => invoiceSettings(mode) !== null);
}
