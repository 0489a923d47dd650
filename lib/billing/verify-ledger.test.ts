import { describe, expect, it } from 'vitest';
import { chainBreak } from './verify-ledger';

const entry = (id: string, amount: number, after: number) => ({ id, amount, after });

describe('the chain of balances (ledger:verify)', () => {
  it('holds in commit order even when created_at put two entries the other way round', () => {
    // committed: a (0 -> 100), b (100 -> 70), c (70 -> 90); created_at order: a, c, b
    expect(chainBreak([entry('a', 100, 100), entry('c', 20, 90), entry('b', -30, 70)])).toBeNull();
    expect(chainBreak([])).toBeNull();
  });

  it('names the first entry that starts from a balance no entry left', () => {
    expect(chainBreak([entry('a', 100, 100), entry('b', -30, 71), entry('c', 20, 91)])).toBe('b');
    expect(chainBreak([entry('a', 100, 101)])).toBe('a');
  });

  it('follows a balance that goes below zero and comes back to a value it had', () => {
    expect(chainBreak([entry('a', 100, 100), entry('b', -150, -50), entry('c', 150, 100), entry('d', -100, 0)])).toBeNull();
  });
});
