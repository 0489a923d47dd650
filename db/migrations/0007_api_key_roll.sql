-- API key roll, edit and last use (issue 21.3). A roll makes a new key whose rolled_from_id names the key it
-- replaces; the unique index lets a key be replaced at most once (the dashboard shows "reemplazada por ...").
-- last_used_ip is written with last_used_at by the batched usage counter (lib/api-keys/usage.ts), so it adds
-- no write to a request and, like the counts, notifies no cache (the trigger of 0003 lists the columns it watches).
ALTER TABLE "api_keys" ADD COLUMN "rolled_from_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last_used_ip" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_rolled_from_id_api_keys_id_fk" FOREIGN KEY ("rolled_from_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_rolled_from_uq" ON "api_keys" USING btree ("rolled_from_id");
