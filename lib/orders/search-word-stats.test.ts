// The statistics cache on this file's real database: read once per STATS_TTL_MS; a failed read (here a pool
// already closed, as after a lost connection) is logged and counts as none until the next read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '@/db/client';
import { log } from '@/lib/platform/log';
import { resetSearchWordStats, searchWordStats, STATS_TTL_MS } from './search-word-stats';

afterEach(() => {
  resetSearchWordStats();
  vi.restoreAllMocks();
});

describe('searchWordStats', () => {
  it('a failed read is logged, counts as none, and is tried again after STATS_TTL_MS', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const closed = createDb(process.env.DATABASE_URL!, { max: 1 });
    await closed.sql.end();
    expect(await searchWordStats(closed.db, 0)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/search words statistics/);

    // within the interval the failed read stands (no query per search); after it, the statistics are read again
    expect(await searchWordStats(closed.db, STATS_TTL_MS)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await searchWordStats(closed.db, STATS_TTL_MS + 1)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
