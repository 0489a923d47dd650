import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { displayPrefix, generateApiKey, hashApiKey, isWellFormedApiKey, KEY_LENGTH, keyModeOf, LEGACY_KEY_LENGTH } from './key-format';
import { hasScope } from './scopes';

describe('API key format', () => {
  it('is flt_ + the mode (live_ or test_) + 43 base62 chars of 32 random bytes + a 6-char checksum', () => {
    const { key, hash, displayPrefix: prefix } = generateApiKey();
    expect(key).toMatch(/^flt_live_[0-9A-Za-z]{49}$/);
    expect(key).toHaveLength(KEY_LENGTH);
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(prefix).toBe(key.slice(0, 17));
    expect(prefix).toMatch(/^flt_live_[0-9A-Za-z]{8}$/);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(keyModeOf(key)).toBe('live');
    const test = generateApiKey('test');
    expect(test.key).toMatch(/^flt_test_[0-9A-Za-z]{49}$/);
    expect(test.displayPrefix).toMatch(/^flt_test_[0-9A-Za-z]{8}$/);
    expect(isWellFormedApiKey(test.key)).toBe(true);
    expect([keyModeOf(test.key), keyModeOf(test.displayPrefix)]).toEqual(['test', 'test']);
  });

  it('the checksum covers the mode marker: a key whose marker is changed is not well formed', () => {
    const { key } = generateApiKey('test');
    expect(isWellFormedApiKey(key.replace('flt_test_', 'flt_live_'))).toBe(false);
    expect(isWellFormedApiKey(key.replace('flt_test_', 'flt_'))).toBe(false);
    expect(isWellFormedApiKey(key.replace('flt_test_', 'flt_demo_'))).toBe(false);
  });

  it('never repeats and spreads over the alphabet', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => generateApiKey().key));
    expect(keys.size).toBe(2000);
    const chars = new Set([...keys].join('').replace(/flt_live_/g, ''));
    expect(chars.size).toBe(62);
  });

  it('recognises a corrupted key by its checksum', () => {
    const { key } = generateApiKey();
    const flipped = key.slice(0, 10) + (key[10] === 'a' ? 'b' : 'a') + key.slice(11);
    expect(isWellFormedApiKey(flipped)).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey('flt_' + 'x'.repeat(49))).toBe(false);
    expect(isWellFormedApiKey('sk_' + key.slice(3))).toBe(false);
  });

  it('accepts the keys issued before the checksum moved from BigInt to number arithmetic', () => {
    // The checksum as it was first written (BigInt base62 of the CRC32), for bodies covering small and large CRCs.
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    const reference = (body: string) => {
      let out = '';
      for (let n = BigInt(crc32(body)); n > 0n; n /= 62n) out = alphabet[Number(n % 62n)] + out;
      return out.padStart(6, '0');
    };
    for (let i = 0; i < 500; i++) {
      const body = generateApiKey().key.slice(9, 52);
      const legacy = `flt_${body}${reference(body)}`;
      expect(legacy).toHaveLength(LEGACY_KEY_LENGTH);
      expect(isWellFormedApiKey(legacy)).toBe(true);
      // a key without a mode marker is a live key, shown as flt_ and 8 characters
      expect(keyModeOf(legacy)).toBe('live');
      expect(displayPrefix(legacy)).toBe(legacy.slice(0, 12));
    }
  });

  it('hashes deterministically (sha256, hex) and shows only a short prefix', () => {
    expect(hashApiKey('flt_abc')).toBe(hashApiKey('flt_abc'));
    expect(hashApiKey('flt_abc')).toBe(createHash('sha256').update('flt_abc').digest('hex'));
    expect(displayPrefix('flt_ABCDEFGHIJKLMNOP')).toBe('flt_ABCDEFGH');
  });
});

describe('scopes', () => {
  it('grants by exact scope or wildcard, any of several', () => {
    expect(hasScope(['orders:read'], 'orders:read')).toBe(true);
    expect(hasScope(['orders:read'], 'orders:write')).toBe(false);
    expect(hasScope(['*'], 'webhooks:manage')).toBe(true);
    expect(hasScope(['orders:write'], ['orders:read', 'orders:write'])).toBe(true);
    expect(hasScope([], ['orders:read'])).toBe(false);
  });
});
