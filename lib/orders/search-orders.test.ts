import { describe, expect, it } from 'vitest';
import { indexWord, searchWords, walksFirst, wordQuery } from './search-orders';
import { estimatedMatches } from './search-word-stats';

describe('searchWords', () => {
  it('folds accents and case and splits at spaces and punctuation, as migration 0021 splits the orders’ words', () => {
    expect(searchWords('Íñigo PEÑALOZA-Ruíz')).toEqual(['inigo', 'penaloza', 'ruiz']);
    expect(searchWords('inigo.penaloza@correo.test')).toEqual(['inigo', 'penaloza', 'correo', 'test']);
    expect(searchWords('¿PED#1001/a?')).toEqual(['ped', '1001', 'a']);
  });

  it('reads a phone as its digits, the last ten of a number with the country code', () => {
    expect(searchWords('81 2233 4455')).toEqual(['8122334455']);
    expect(searchWords('+52 (81) 2233-4455')).toEqual(['8122334455']);
    expect(searchWords('528122334455')).toEqual(['8122334455']);
    expect(searchWords('8122334455')).toEqual(['8122334455']);
  });
});

describe('wordQuery', () => {
  it('matches the beginning of a word, and a run of four or more digits also at the end of a phone', () => {
    expect(wordQuery('ped')).toBe("'ped':*");
    expect(wordQuery('123')).toBe("'123':*");
    expect(wordQuery('4455')).toBe("'4455':* | '~5544':*");
  });
});

describe('indexWord', () => {
  it('sends a word with digits to the index before letters only, then the longest', () => {
    expect(indexWord(searchWords('Cliente 12345'))).toBe('12345');
    expect(indexWord(searchWords('María Hernández'))).toBe('hernandez');
    expect(indexWord(searchWords('ana'))).toBe('ana');
  });

  it('never picks a word of one or two characters while a longer one exists', () => {
    expect(indexWord(searchWords('Cliente 5'))).toBe('cliente');
    expect(indexWord(searchWords('Calle 12 Centro'))).toBe('centro');
  });
});

describe('walksFirst', () => {
  const text = (q: string) => ({ kind: 'text' as const, words: searchWords(q) });
  // 100,000 orders; "2026" in 90% of them (a year in every reference), "06600" in 30% (a busy postal code),
  // "cliente" in all, "~5544" (phones ending 4455) in 0.5%
  const stats = { rows: 100_000, words: ['2026', '06600', 'cliente', '~5544'], shares: [0.9, 0.3, 1, 0.005] };

  it('without statistics: only a word of five or more characters with a digit goes straight to the index', () => {
    expect(walksFirst(text('Cliente 12345'))).toBe(false);
    expect(walksFirst(text('Cliente 1234'))).toBe(true);
    expect(walksFirst(text('María'))).toBe(true);
  });

  it('with statistics: a word the index would return for more than 1,000 orders walks, a rarer one does not', () => {
    expect(walksFirst(text('Cliente 1234'), stats)).toBe(false); // no common word begins with 1234
    expect(walksFirst(text('PED 2026'), stats)).toBe(true); // the year: 90,000 orders
    expect(walksFirst(text('06600'), stats)).toBe(true); // the busy postal code: 30,000
    expect(walksFirst(text('0660'), stats)).toBe(true); // its beginning too
    expect(walksFirst(text('xochitl'), stats)).toBe(false);
    expect(walksFirst(text('client'), stats)).toBe(true);
    // a run of digits is also a phone's end: 4455 is the end of 500 phones here, under the line
    expect(walksFirst(text('4455'), stats)).toBe(false);
    expect(walksFirst(text('4455'), { ...stats, shares: [0.9, 0.3, 1, 0.02] })).toBe(true);
    // shorter than four characters: always the walk
    expect(walksFirst(text('xoc'), stats)).toBe(true);
  });

  it('estimates from the common words that begin with the query word, at most every row', () => {
    expect(estimatedMatches(stats, ['0'])).toBe(30_000);
    expect(estimatedMatches(stats, ['2', '0', 'c'])).toBe(100_000);
    expect(estimatedMatches(stats, ['zz'])).toBe(0);
  });
});
