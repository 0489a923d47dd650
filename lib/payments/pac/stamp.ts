// The PAC adapter's stamp (docs/payments.md "CFDI 4.0 and the PAC"), on SW Sapien's public stamp v4 API
// (simulators/pac/fixtures/stamp-v4-response.json): POST {PAC_API_URL}/v4/cfdi33/stamp/v4, the sealed XML as the
// multipart field `xml`, `Authorization: bearer PAC_API_TOKEN`, and our invoice id as `customid`. The answer "307 ... timbre
// previo" with the first stamp in `data` (the same CFDI sent again) is read as that stamp: a retry never gets a second
// UUID. Any other answer is a failure, classified: a refusal of the CFDI itself (a CFDI40xxx code of the SAT's CFDI 4.0
// matrix, or 401 "fecha de generación" out of the 72 hours) is permanent: sending the same sealed XML again can never
// succeed. Anything else (network error, timeout, 5xx, 429, our token refused) is transient and retried. The message
// never carries the token.

export const STAMP_PATH = '/v4/cfdi33/stamp/v4';
const TIMEOUT_MS = 30_000;

export type PacSettings = { url: string; token: string };

export type PacStamp = {
  uuid: string;
  /** the CFDI with the TimbreFiscalDigital */
  stampedXml: string;
  satCertificateNumber: string;
  /** FechaTimbrado: Mexico City local time, no zone */
  stampedAtLocal: string;
  /** the answer was "previamente timbrado": the stamp had been issued before */
  repeated: boolean;
};

export type StampResult = { ok: true; stamp: PacStamp } | { ok: false; message: string; permanent: boolean };

/** A refusal of the document itself, in SW's `message` ("CFDI40145 - …", "401 - …"): sending it again cannot succeed. */
export const isPermanentRefusal = (status: number, message: string) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429 && /^(?:CFDI40\d{3}|40[1-3])\b/.test(message.trim());

type StampData = { uuid?: unknown; cfdi?: unknown; noCertificadoSAT?: unknown; fechaTimbrado?: unknown };

function stampOf(data: StampData | null | undefined, repeated: boolean): PacStamp | null {
  if (!data || typeof data.uuid !== 'string' || typeof data.cfdi !== 'string' || !data.cfdi.includes('TimbreFiscalDigital')) return null;
  return {
    uuid: data.uuid.toUpperCase(),
    stampedXml: data.cfdi,
    satCertificateNumber: String(data.noCertificadoSAT ?? ''),
    stampedAtLocal: String(data.fechaTimbrado ?? ''),
    repeated,
  };
}

const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** Sends a sealed CFDI to be stamped; never throws. */
export async function stampCfdi(pac: PacSettings, input: { xml: string; idempotencyKey: string }): Promise<StampResult> {
  const form = new FormData();
  form.append('xml', new Blob([input.xml], { type: 'text/xml' }), 'cfdi.xml');
  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    response = await fetch(new URL(STAMP_PATH, pac.url), {
      method: 'POST',
      headers: { authorization: `bearer ${pac.token}`, customid: input.idempotencyKey },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, message: `El PAC no respondió: ${(error as Error).message}`, permanent: false };
  }
  const text = await response.text().catch(() => '');
  let body: { status?: unknown; message?: unknown; messageDetail?: unknown; data?: StampData | null } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { ok: false, message: `El PAC respondió ${response.status} con un cuerpo que no es JSON: ${cut(text)}`, permanent: false };
  }
  const message = typeof body.message === 'string' ? body.message : '';
  if (response.ok && body.status === 'success') {
    const stamp = stampOf(body.data, false);
    if (stamp) return { ok: true, stamp };
    return { ok: false, message: 'El PAC respondió success sin el CFDI timbrado.', permanent: false };
  }
  // previamente timbrado: the first stamp comes back in data
  if (/^(?:CFDI3)?307\b/.test(message)) {
    const stamp = stampOf(body.data, true);
    if (stamp) return { ok: true, stamp };
  }
  const detail = typeof body.messageDetail === 'string' && body.messageDetail ? ` (${body.messageDetail})` : '';
  return {
    ok: false,
    message: cut(`El PAC respondió ${response.status}: ${message || 'sin mensaje'}${detail}`),
    permanent: isPermanentRefusal(response.status, message),
  };
}
