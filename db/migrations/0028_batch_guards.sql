-- Issue 32.7 and 32.15 (docs/batches.md, "Buying twice" and "Postal codes and phones"): a batch can be discarded
-- without buying it (status 'discarded', when in discarded_at; an unbought batch older than 7 days reads as
-- 'expired' at query time, lib/batches/expiry.ts, so nothing is stored for it), and a row keeps its warnings (a
-- reference already bought, a 4-digit postal code read with its leading zero) beside its errors.
ALTER TABLE "batches" ADD COLUMN "discarded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "batches" DROP CONSTRAINT "batches_status_check";
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_status_check" CHECK ("batches"."status" in ('validated', 'processing', 'completed', 'discarded'));
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD COLUMN "warnings" jsonb;
