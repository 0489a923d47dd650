// The platform's CSD (certificado de sello digital): the certificate (.cer) and the encrypted key (.key) read with
// @nodecfdi/credentials from the files configuration names (CFDI_CSD_*), kept per set of paths. It gives the
// NoCertificado (the certificate's serial as the SAT writes it), the certificate in base64 DER and the seal.
import { Credential } from '@nodecfdi/credentials/node';
import type { CfdiCertificate } from './document';

export type Csd = {
  rfc: string;
  certificate: CfdiCertificate;
  /** SHA256withRSA of the UTF-8 bytes of `text`, in base64 */
  sign(text: string): string;
};

const opened = new Map<string, Csd>();

/** The CSD of these files; the password is never kept beyond the opening. */
export function openCsd(files: { certificatePath: string; keyPath: string; password: string }): Csd {
  const key = `${files.certificatePath}\n${files.keyPath}`;
  const known = opened.get(key);
  if (known) return known;
  const credential = Credential.openFiles(files.certificatePath, files.keyPath, files.password);
  const certificate = credential.certificate();
  const csd: Csd = {
    rfc: certificate.rfc(),
    certificate: { number: certificate.serialNumber().bytes(), base64: certificate.pemAsOneLine() },
    // forge reads the string as bytes: hand it the UTF-8 bytes of the text (ñ, accents)
    sign: (text) => Buffer.from(credential.sign(Buffer.from(text, 'utf8').toString('binary'), 'sha256'), 'binary').toString('base64'),
  };
  opened.set(key, csd);
  return csd;
}
