// The carrier credentials box (credentials-box.ts): AES-256-GCM under CARRIER_CREDENTIALS_KEY or a key derived from
// AUTH_SECRET (each tagged with its key: v1 and d1), bound to its account, never readable in the stored text.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigCache } from '@/lib/platform/config';
import { CredentialsBoxError, credentialsPreview, DERIVED_KEY_INFO, openCredentials, sealCredentials } from './credentials-box';

const secrets = { apiKey: 'clave-de-api-muy-secreta', apiSecret: 'S3creto-Ñandú-2026', accountNumber: '123456789' };
const owner = { organizationId: '5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e', carrier: 'dhl_express' };
const originalKey = process.env.CARRIER_CREDENTIALS_KEY;
const originalSecret = process.env.AUTH_SECRET;

function withEnv(env: { CARRIER_CREDENTIALS_KEY?: string; AUTH_SECRET?: string }) {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigCache();
}

afterEach(() => withEnv({ CARRIER_CREDENTIALS_KEY: originalKey, AUTH_SECRET: originalSecret }));

/** Opens a sealed text with `key` by hand, as the format is documented (docs/carriers.md). */
function openBy(key: Buffer, sealed: string, aad: string) {
  const [, iv, tag, ciphertext] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8'));
}

/** Seals by hand as a v1 row was written before the d1 tag existed. */
function sealBy(key: Buffer, credentials: Record<string, string>, aad: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

describe('credentials box', () => {
  it('seals under CARRIER_CREDENTIALS_KEY: versioned, a fresh 96-bit IV each time, no secret readable, opens back', () => {
    const key = randomBytes(32);
    withEnv({ CARRIER_CREDENTIALS_KEY: key.toString('base64') });
    const sealed = sealCredentials(secrets, owner);
    const again = sealCredentials(secrets, owner);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(again).not.toBe(sealed);
    expect(Buffer.from(sealed.split('.')[1], 'base64url')).toHaveLength(12);
    for (const value of Object.values(secrets)) {
      expect(sealed).not.toContain(value);
      expect(Buffer.from(sealed.split('.')[3], 'base64url').toString('latin1')).not.toContain(value);
    }
    expect(openCredentials(sealed, owner)).toEqual(secrets);
    expect(openBy(key, sealed, `${owner.organizationId}:dhl_express`)).toEqual(secrets);
  });

  it('without CARRIER_CREDENTIALS_KEY, derives the key from AUTH_SECRET with HKDF-SHA256 and the documented info', () => {
    const authSecret = randomBytes(32).toString('base64url');
    withEnv({ CARRIER_CREDENTIALS_KEY: undefined, AUTH_SECRET: authSecret });
    const sealed = sealCredentials(secrets, { organizationId: null, carrier: 'fedex' });
    const derived = Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), DERIVED_KEY_INFO, 32));
    expect(DERIVED_KEY_INFO).toBe('envios-mx carrier credentials');
    expect(openBy(derived, sealed, 'platform:fedex')).toEqual(secrets);
    // another AUTH_SECRET cannot open it, and says so without details
    withEnv({ AUTH_SECRET: randomBytes(32).toString('base64url') });
    expect(() => openCredentials(sealed, { organizationId: null, carrier: 'fedex' })).toThrow(
      new CredentialsBoxError('Las credenciales guardadas no se pueden descifrar con la llave actual.'),
    );
  });

  it('tags what the AUTH_SECRET key sealed d1: adding CARRIER_CREDENTIALS_KEY later still opens it, and seals new rows v1', () => {
    const authSecret = randomBytes(32).toString('base64url');
    withEnv({ CARRIER_CREDENTIALS_KEY: undefined, AUTH_SECRET: authSecret });
    const derivedRow = sealCredentials(secrets, owner);
    expect(derivedRow).toMatch(/^d1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(openCredentials(derivedRow, owner)).toEqual(secrets);

    withEnv({ CARRIER_CREDENTIALS_KEY: randomBytes(32).toString('base64') });
    expect(openCredentials(derivedRow, owner)).toEqual(secrets);
    const explicitRow = sealCredentials(secrets, owner);
    expect(explicitRow).toMatch(/^v1\./);
    expect(openCredentials(explicitRow, owner)).toEqual(secrets);

    // the explicit key does not open a d1 row once AUTH_SECRET changed: that row was sealed under the old secret
    withEnv({ AUTH_SECRET: randomBytes(32).toString('base64url') });
    expect(() => openCredentials(derivedRow, owner)).toThrow('no se pueden descifrar');
    expect(openCredentials(explicitRow, owner)).toEqual(secrets);
    // and a d1 row without AUTH_SECRET names the missing key
    withEnv({ AUTH_SECRET: undefined });
    expect(() => openCredentials(derivedRow, owner)).toThrow(/AUTH_SECRET/);
  });

  it('still opens a v1 row sealed before d1 under the AUTH_SECRET key, also once CARRIER_CREDENTIALS_KEY is set', () => {
    const authSecret = randomBytes(32).toString('base64url');
    withEnv({ CARRIER_CREDENTIALS_KEY: undefined, AUTH_SECRET: authSecret });
    const derived = Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), DERIVED_KEY_INFO, 32));
    const legacyRow = sealBy(derived, secrets, `${owner.organizationId}:dhl_express`);
    expect(openCredentials(legacyRow, owner)).toEqual(secrets);
    withEnv({ CARRIER_CREDENTIALS_KEY: randomBytes(32).toString('base64') });
    expect(openCredentials(legacyRow, owner)).toEqual(secrets);
  });

  it('a ciphertext opens only for its own account, and an altered one does not open', () => {
    withEnv({ CARRIER_CREDENTIALS_KEY: randomBytes(32).toString('base64') });
    const sealed = sealCredentials(secrets, owner);
    expect(() => openCredentials(sealed, { ...owner, carrier: 'fedex' })).toThrow(CredentialsBoxError);
    expect(() => openCredentials(sealed, { ...owner, organizationId: null })).toThrow(CredentialsBoxError);
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] ^= 1;
    expect(() => openCredentials([version, iv, tag, flipped.toString('base64url')].join('.'), owner)).toThrow(CredentialsBoxError);
    expect(() => openCredentials(`v2.${iv}.${tag}.${ciphertext}`, owner)).toThrow('formato desconocido');
  });

  it('with neither key nor AUTH_SECRET, refuses to seal with a Spanish message naming both', () => {
    withEnv({ CARRIER_CREDENTIALS_KEY: undefined, AUTH_SECRET: undefined });
    expect(() => sealCredentials(secrets, owner)).toThrow(/CARRIER_CREDENTIALS_KEY.*AUTH_SECRET/);
  });

  it('previews public fields in clear and secrets by their last 4 characters only (none of a short one)', () => {
    expect(credentialsPreview({ ...secrets, pin: '12345' }, ['accountNumber'])).toEqual({
      apiKey: '••••reta',
      apiSecret: '••••2026',
      accountNumber: '123456789',
      pin: '••••',
    });
  });
});
