// Carrier credentials at rest (docs/carriers.md, "Credentials"): AES-256-GCM with a random 96-bit IV and the
// 128-bit authentication tag, bound to the account it belongs to (the organization or the platform, and the carrier,
// as additional authenticated data: a ciphertext copied to another account's row does not open). The stored text
// starts with the tag of the key that sealed it: v1 for CARRIER_CREDENTIALS_KEY (32 bytes, base64), d1 for the key
// derived from AUTH_SECRET with HKDF-SHA256 when CARRIER_CREDENTIALS_KEY is unset. Each row opens with the key its
// tag names, so setting CARRIER_CREDENTIALS_KEY later leaves the d1 rows readable (while AUTH_SECRET is the same).
// Nothing here logs: the credentials never leave this module in clear except to their caller.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret, config } from '@/lib/platform/config';

/**
 * The format and key of a stored text, AES-256-GCM in both: v1 = under CARRIER_CREDENTIALS_KEY (and, written before
 * d1 existed, possibly under the AUTH_SECRET key), d1 = under the key derived from AUTH_SECRET.
 */
const EXPLICIT = 'v1';
const DERIVED = 'd1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF's info when the key is derived from AUTH_SECRET (documented in docs/carriers.md). */
export const DERIVED_KEY_INFO = 'envios-mx carrier credentials';

/** Whose credentials a ciphertext holds: an organization's (its id) or the platform's (null), for one carrier. */
export type CredentialsOwner = { organizationId: string | null; carrier: string };

/** Why credentials could not be sealed or opened: a configuration without a key, or a ciphertext that does not open. */
export class CredentialsBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialsBoxError';
  }
}

const MISSING_KEY =
  'No hay llave para cifrar las credenciales de paqueterías: define CARRIER_CREDENTIALS_KEY (32 bytes en base64) o AUTH_SECRET.';

function explicitKey(): Buffer | null {
  const explicit = config().CARRIER_CREDENTIALS_KEY;
  return explicit ? Buffer.from(explicit, 'base64') : null;
}

function derivedKey(): Buffer | null {
  const secret = authSecret();
  return secret ? Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), DERIVED_KEY_INFO, 32)) : null;
}

/** The key new rows are sealed with, and its tag. */
function sealingKey(): { tag: string; key: Buffer } {
  const explicit = explicitKey();
  if (explicit) return { tag: EXPLICIT, key: explicit };
  const derived = derivedKey();
  if (!derived) throw new CredentialsBoxError(MISSING_KEY);
  return { tag: DERIVED, key: derived };
}

/**
 * The keys a row of this tag may be sealed with, in the order to try: d1 the AUTH_SECRET key; v1 the explicit key,
 * then the AUTH_SECRET key for v1 rows written before d1 existed. Null for an unknown tag.
 */
function openingKeys(tag: string): Buffer[] | null {
  if (tag === DERIVED) return [derivedKey()].filter((key) => key !== null);
  if (tag === EXPLICIT) return [explicitKey(), derivedKey()].filter((key) => key !== null);
  return null;
}

const associatedData = (owner: CredentialsOwner) => Buffer.from(`${owner.organizationId ?? 'platform'}:${owner.carrier}`, 'utf8');

/** `v1.<iv>.<tag>.<ciphertext>` (or `d1.` under the AUTH_SECRET key), each part base64url. */
export function sealCredentials(credentials: Record<string, string>, owner: CredentialsOwner): string {
  const { tag, key } = sealingKey();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(owner));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return [tag, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The credentials sealed for `owner`; throws CredentialsBoxError when the text is not ours, was altered or belongs elsewhere. */
export function openCredentials(sealed: string, owner: CredentialsOwner): Record<string, string> {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  const keys = openingKeys(version);
  if (!keys || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new CredentialsBoxError('Las credenciales guardadas tienen un formato desconocido.');
  }
  if (keys.length === 0) throw new CredentialsBoxError(MISSING_KEY);
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const clear = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(clear) as Record<string, string>;
    } catch {
      // A wrong key (the row's key changed, or the next key to try) or an altered row: never the reason's details.
    }
  }
  throw new CredentialsBoxError('Las credenciales guardadas no se pueden descifrar con la llave actual.');
}

/**
 * What the dashboard shows of credentials: public fields in clear, each secret as its last 4 characters (none of a
 * secret shorter than 12, where 4 would be a third of it).
 */
export function credentialsPreview(credentials: Record<string, string>, publicFields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(credentials).map(([field, value]) => [
      field,
      publicFields.includes(field) ? value : `••••${value.length >= 12 ? value.slice(-4) : ''}`,
    ]),
  );
}
