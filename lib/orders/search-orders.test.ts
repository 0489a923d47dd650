import { describe, expect, it } from 'vitest';
import { indexWord, searchWords } from './search-orders';

describe('indexWord', () => {
  it('sends a word with digits to the index before letters only, then the longest', () => {
    expect(indexWord(searchWords('Cliente 12345'))).toBe('12345');
    expect(indexWord(searchWords('María Hernández'))).toBe('hernandez');
    expect(indexWord(searchWords('ana'))).toBe('ana');
  });

  it('never picks a word too short for a trigram while a longer one exists', () => {
    expect(indexWord(searchWords('Cliente 5'))).toBe('cliente');
    expect(indexWord(searchWords('Calle 12 Centro'))).toBe('centro');
  });
});
