import { describe, expect, it } from 'vitest';
import { indexWord, searchWords, textSearch, walksFirst, wordQuery } from './search-orders';
import { estimatedMatches } from './search-word-stats';

// 100,000 orders; "2026" in 90% of them (a year in every reference), "06600" in 30% (a busy postal code),
// "cliente" in all, "~5544" (phones ending 4455) in 0.5%
const stats = { rows: 100_000, words: ['2026', '06600', 'cliente', '~5544'], shares: [0.9, 0.3, 1, 0.005] };

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

  it('with statistics, gives up a word most orders hold for one the statistics put under a tenth of it', () => {
    expect(indexWord(searchWords('Cliente 45'), stats)).toBe('45'); // cliente: every order
    expect(indexWord(searchWords('PED 2026 ana'), stats)).toBe('ped'); // the year: 90,000; ped and ana: no common word
    expect(indexWord(searchWords('Cliente 5'), stats)).toBe('cliente'); // never a single character
    expect(indexWord(searchWords('06600, 2026'), stats)).toBe('06600'); // 30,000, and 2026 is no rarer
    expect(indexWord(searchWords('xochitl 45'), stats)).toBe('xochitl'); // the shape choice is rare: kept
    // a word the index returns for 10,000 orders or fewer is kept whatever the others
    expect(indexWord(searchWords('Cliente 45'), { ...stats, shares: [0.9, 0.3, 0.1, 0.005] })).toBe('cliente');
  });
});

describe('walksFirst', () => {
  const walks = (q: string, s?: typeof stats) => walksFirst(textSearch(searchWords(q), s), s);

  it('without statistics: only a word of five or more characters with a digit goes straight to the index', () => {
    expect(walks('Cliente 12345')).toBe(false);
    expect(walks('Cliente 1234')).toBe(true);
    expect(walks('María')).toBe(true);
  });

  it('with statistics: a word the index would return for more than 1,000 orders walks, a rarer one does not', () => {
    expect(walks('Cliente 1234', stats)).toBe(false); // no common word begins with 1234
    expect(walks('PED 2026', stats)).toBe(true); // the year: 90,000 orders
    expect(walks('06600', stats)).toBe(true); // the busy postal code: 30,000
    expect(walks('0660', stats)).toBe(true); // its beginning too
    expect(walks('xochitl', stats)).toBe(false);
    expect(walks('client', stats)).toBe(true);
    // a run of digits is also a phone's end: 4455 is the end of 500 phones here, under the line
    expect(walks('4455', stats)).toBe(false);
    expect(walks('4455', { ...stats, shares: [0.9, 0.3, 1, 0.02] })).toBe(true);
    // shorter than four characters: always the walk
    expect(walks('xoc', stats)).toBe(true);
  });

  it('estimates from the common words that begin with the query word, at most every row', () => {
    expect(estimatedMatches(stats, ['0'])).toBe(30_000);
    expect(estimatedMatches(stats, ['2', '0', 'c'])).toBe(100_000);
    expect(estimatedMatches(stats, ['zz'])).toBe(0);
  });
});
