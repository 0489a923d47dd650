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

  it('holds when two entries start from the same balance and created_at puts the wrong one first (review finding)', () => {
    // committed: open (0 -> 1000), E1 (1000 -> 900), E2 (900 -> 1000), M (1000 -> 950); M's transaction started first
    expect(chainBreak([entry('open', 1000, 1000), entry('M', -50, 950), entry('E1', -100, 900), entry('E2', 100, 1000)])).toBeNull();
  });

  it('names an entry no walk from 0 reaches, and a ledger with two ends', () => {
    // a loop 200 -> 300 -> 200 beside the chain: balanced, but never reached from 0
    expect(chainBreak([entry('a', 100, 100), entry('x', 100, 300), entry('y', -100, 200)])).toBe('x');
    // 100 is left twice and reached once: one of its entries cannot be placed
    expect(chainBreak([entry('a', 100, 100), entry('b', -50, 50), entry('c', -30, 70)])).toBe('b');
  });
});
