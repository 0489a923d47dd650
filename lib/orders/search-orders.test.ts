import { describe, expect, it } from 'vitest';
import { indexWord, searchWords, wordQuery } from './search-orders';

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
