// Encryption of TOTP secrets at rest: AES-256-GCM with a key derived (HKDF-SHA256) from AUTH_SECRET, so a copy of
// the database alone does not give anyone's second factor. Stored as "v1.<iv>.<tag>.<ciphertext>" (base64url).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret } from '@/lib/platform/config';

function key(): Buffer {
  const secret = authSecret();
  if (!secret) throw new Error('AUTH_SECRET is required to store second-factor secrets');
  return Buffer.from(hkdfSync('sha256', secret, 'envios-mx', 'totp-secret-v1', 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
