import { describe, expect, it } from 'vitest';
import { readPageStack, writePageStack } from './page-stack';

describe('dashboard keyset paging', () => {
  it('keeps the first page in the stack: page 2 links back to page 1', () => {
    expect(writePageStack([''])).toBe('');
    expect(readPageStack('')).toEqual(['']);
    expect(readPageStack(undefined)).toEqual([]);
    expect(readPageStack('.abc')).toEqual(['', 'abc']);
    expect(writePageStack([])).toBeNull();
  });
});
