// The SAT's own means to check a CFDI, run on the files in tests/fixtures/sat/ (README there): the CFDI 4.0 and
// TimbreFiscalDigital 1.1 XSD through xmllint (xmllint-wasm), and the cadenas originales through the SAT's XSLT run by
// xsltproc (Debian package xsltproc). Independent of lib/payments/cfdi, which they judge.
import { execFileSync } from 'node:child_process';
import { createPublicKey, verify, X509Certificate } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const ROOT = path.resolve(__dirname, '../fixtures/sat/sitio_internet');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// one schema importing both namespaces, so a stamped CFDI's Complemento is checked too
const wrapper = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:envios:todo" elementFormDefault="qualified">
  <xs:import namespace="http://www.sat.gob.mx/cfd/4" schemaLocation="cfd/4/cfdv40.xsd"/>
  <xs:import namespace="http://www.sat.gob.mx/TimbreFiscalDigital" schemaLocation="cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd"/>
</xs:schema>`;

/** The XSD errors of a CFDI (an empty list when valid). */
export async function xsdErrors(xml: string): Promise<string[]> {
  const preload = filesUnder(ROOT)
    .filter((f) => f.endsWith('.xsd'))
    .map((f) => ({ fileName: path.relative(ROOT, f), contents: readFileSync(f) }));
  const result = await validateXML({
    xml: [{ fileName: 'cfdi.xml', contents: xml }],
    schema: [{ fileName: 'todo.xsd', contents: wrapper }],
    preload,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

// the SAT's stylesheets say version 2.0; xsltproc (XSLT 1.0) runs them in forwards-compatible mode, its warnings kept quiet
const xslt = (file: string, xml: string) =>
  execFileSync('xsltproc', [path.join(ROOT, file), '-'], { input: xml, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });

/** The cadena original of the Comprobante by the SAT's cadenaoriginal_4_0.xslt. */
export const satCadenaOriginal = (xml: string) => xslt('cfd/4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt', xml);

/** The cadena original of a TimbreFiscalDigital element (its XML alone) by the SAT's cadenaoriginal_TFD_1_1.xslt. */
export const satTfdCadenaOriginal = (tfdXml: string) => xslt('cfd/TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt', tfdXml);

/** Whether `selloBase64` is SHA256withRSA of `text` (UTF-8) by the certificate (base64 DER). */
export function verifiesWith(certificateBase64: string, text: string, selloBase64: string): boolean {
  const certificate = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  return verify(
    'sha256',
    Buffer.from(text, 'utf8'),
    createPublicKey(certificate.publicKey.export({ type: 'spki', format: 'pem' })),
    Buffer.from(selloBase64, 'base64'),
  );
}
