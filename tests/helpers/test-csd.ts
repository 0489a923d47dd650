// A CSD for the tests (scripts/dev-csd.ts): made with openssl in a temporary folder once per test file, never
// committed. useTestInvoiceSettings() also points the CFDI_* settings at it (the PAC_* ones are the simulator's).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CsdFiles, ensureCsdFiles } from '@/scripts/dev-csd';

export const TEST_ISSUER = { rfc: 'EMX210101AB1', name: 'ENVIOS MX PRUEBAS', postalCode: '06600', taxRegime: '601' } as const;

let made: CsdFiles | undefined;

export function testCsd(): CsdFiles {
  made ??= ensureCsdFiles(mkdtempSync(path.join(tmpdir(), 'envios-csd-')), {
    rfc: TEST_ISSUER.rfc,
    name: TEST_ISSUER.name,
    password: `prueba-${process.pid}`,
  });
  return made;
}

/** The CFDI_* variables of the test CSD and issuer. */
export function testCfdiEnv(): Record<string, string> {
  const csd = testCsd();
  return {
    CFDI_ISSUER_RFC: TEST_ISSUER.rfc,
    CFDI_ISSUER_NAME: TEST_ISSUER.name,
    CFDI_ISSUER_POSTAL_CODE: TEST_ISSUER.postalCode,
    CFDI_ISSUER_TAX_REGIME: TEST_ISSUER.taxRegime,
    CFDI_SERIES: 'PRUEBA',
    CFDI_CSD_CERTIFICATE_PATH: csd.certificatePath,
    CFDI_CSD_KEY_PATH: csd.keyPath,
    CFDI_CSD_PASSWORD: csd.password,
  };
}
