// A CSD (certificado de sello digital) made here for development and tests, never for the SAT: a self-signed
// certificate shaped like the SAT's (the RFC in x500UniqueIdentifier, the 20-digit serial, a branch in OU so
// @nodecfdi/credentials reads it as a CSD) and its RSA key as the SAT delivers it, PKCS#8 DER encrypted with the
// password. Made with openssl; the unencrypted key exists only for the moment of the conversion. `npm run dev` keeps
// one under .data/csd/ (scripts/launch.ts); the tests make theirs in a temporary folder (tests/helpers/test-csd.ts).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type CsdFiles = { certificatePath: string; keyPath: string; password: string; rfc: string; name: string };

/** The SAT's test serial shape: 30001000000500003416 as the ASCII bytes of the digits. */
const SERIAL = '0x3330303031303030303030353030303033343136';

/** Makes (once: existing files are kept) the certificate and key of `rfc` in `dir`. */
export function ensureCsdFiles(dir: string, options: { rfc: string; name: string; password: string }): CsdFiles {
  const files = {
    certificatePath: path.join(dir, 'csd.cer'),
    keyPath: path.join(dir, 'csd.key'),
    password: options.password,
    rfc: options.rfc,
    name: options.name,
  };
  if (existsSync(files.certificatePath) && existsSync(files.keyPath)) return files;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pem = path.join(dir, 'csd-temporal.pem');
  const certificatePem = path.join(dir, 'csd-temporal.crt');
  const subject = `/CN=${options.name}/name=${options.name}/O=${options.name}/x500UniqueIdentifier=${options.rfc} \\/ XAXX010101000/serialNumber= \\/ XAXX010101HDFXXX00/OU=${options.name}`;
  try {
    const run = (args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    run(
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', pem, '-out', certificatePem, '-days', '1460', '-sha256'].concat([
        '-set_serial',
        SERIAL,
        '-subj',
        subject,
      ]),
    );
    run(['x509', '-in', certificatePem, '-outform', 'DER', '-out', files.certificatePath]);
    run([
      'pkcs8',
      '-topk8',
      '-in',
      pem,
      '-outform',
      'DER',
      '-v1',
      'PBE-SHA1-3DES',
      '-passout',
      `pass:${options.password}`,
      '-out',
      files.keyPath,
    ]);
  } finally {
    rmSync(pem, { force: true });
    rmSync(certificatePem, { force: true });
  }
  return files;
}

/** The issuer `npm run dev` invoices as: a test RFC (never a real taxpayer's), Mexico City's Roma Norte postal code. */
export const DEVELOPMENT_ISSUER = { rfc: 'EMX210101AB1', name: 'ENVIOS MX DESARROLLO', postalCode: '06700', taxRegime: '601' } as const;

/** The CFDI_* variables of the development CSD under `dir` (made once, its password kept beside it, mode 600). */
export function developmentCfdiEnv(dir = '.data/csd'): Record<string, string> {
  const passwordFile = path.join(dir, 'password.txt');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(12).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const files = ensureCsdFiles(dir, { rfc: DEVELOPMENT_ISSUER.rfc, name: DEVELOPMENT_ISSUER.name, password });
  return {
    CFDI_ISSUER_RFC: DEVELOPMENT_ISSUER.rfc,
    CFDI_ISSUER_NAME: DEVELOPMENT_ISSUER.name,
    CFDI_ISSUER_POSTAL_CODE: DEVELOPMENT_ISSUER.postalCode,
    CFDI_ISSUER_TAX_REGIME: DEVELOPMENT_ISSUER.taxRegime,
    CFDI_CSD_CERTIFICATE_PATH: path.resolve(files.certificatePath),
    CFDI_CSD_KEY_PATH: path.resolve(files.keyPath),
    CFDI_CSD_PASSWORD: files.password,
  };
}
