// An in-memory LRU of rendered labels, bounded by total bytes. Keys are a hash of everything printed
// (order data, status, branding, logo content, format), so an edit, a cancellation or a branding change
// yields a new key: nothing ever has to be invalidated, stale entries just age out.
import { createHash } from 'node:crypto';

export class LabelCache {
  private readonly entries = new Map<string, Buffer>();
  private size = 0;
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Map keeps insertion order: re-inserting makes this the most recently used entry.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.size -= previous.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.size += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= buffer.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  get stats() {
    return { entries: this.entries.size, bytes: this.size, hits: this.hits, misses: this.misses };
  }
}

/** The cache key of a JSON value (callers pass digests, not raw bytes). */
export function hashKey(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
