import { describe, expect, it } from 'vitest';
import { codStatusesThatMayBecome, codTransitions } from './cod-states';

describe('codStatusesThatMayBecome', () => {
  it('answers the states the table lets move to each target', () => {
    expect(codStatusesThatMayBecome('collected')).toEqual(['pending']);
    expect(codStatusesThatMayBecome('refused')).toEqual(['pending']);
    expect(codStatusesThatMayBecome('remitted').sort()).toEqual(['collected', 'lost']);
    expect(codStatusesThatMayBecome('lost')).toEqual(['collected']);
    expect(codStatusesThatMayBecome('paid_out')).toEqual(['remitted']);
    expect(codStatusesThatMayBecome('pending')).toEqual([]);
  });

  it('agrees with codTransitions for every pair', () => {
    const states = Object.keys(codTransitions) as (keyof typeof codTransitions)[];
    for (const to of states) {
      for (const from of states) expect(codStatusesThatMayBecome(to).includes(from)).toBe(codTransitions[from].includes(to));
    }
  });
});
