-- Rate-limit counts for RATE_LIMIT_STORE=postgres (lib/rate-limit/postgres-limiter.ts, rate-limiter-flexible's
-- RateLimiterPostgres, which is told the table exists and never creates it): one row per key and window,
-- `points` hits so far, `expire` the end of the row's life in epoch milliseconds. UNLOGGED: no WAL for a
-- write on every API request; a crash of the database empties the table (limits start over), which is
-- acceptable for counts that last at most an hour. key is text: identifiers such as signin:<email>|<ip>
-- can exceed the library's default varchar(255).
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limits" (
  "key" text PRIMARY KEY,
  "points" integer NOT NULL DEFAULT 0,
  "expire" bigint
);
--> statement-breakpoint
-- The library deletes rows that expired over an hour ago every 5 minutes per process.
CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");
