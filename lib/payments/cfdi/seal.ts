// Seals a CFDI draft with the CSD: the document with the certificate, its cadena original, the Sello (SHA256withRSA of
// the cadena in base64) and the XML sent to the PAC.
import { cadenaOriginal } from './cadena-original';
import type { Csd } from './csd';
import { type CfdiDocument, type CfdiDraft, cfdiDocument } from './document';
import { cfdiXml } from './xml';

export type SealedCfdi = { xml: string; cadenaOriginal: string; sello: string; document: CfdiDocument };

export function sealCfdi(draft: CfdiDraft, csd: Csd): SealedCfdi {
  const document = cfdiDocument(draft, csd.certificate);
  const cadena = cadenaOriginal(document);
  const sello = csd.sign(cadena);
  return { xml: cfdiXml(document, sello), cadenaOriginal: cadena, sello, document };
}
