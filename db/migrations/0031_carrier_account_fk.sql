-- Review M5 (docs/carriers.md, "Accounts"): an order keeps the carrier account it was bought with. orders.carrier_account_id
-- becomes a foreign key to carrier_accounts (no action on delete: an account with orders is retired, never deleted),
-- with an index for the account's orders. Replacing an account with another carrier account, or removing one that
-- orders were bought with, keeps the old row as retired (retired_at), so the one-current-account rule becomes a unique
-- index over the accounts not retired (the platform's, organization null, counted as one owner). Orders whose account
-- was already deleted before this migration keep their carrier and lose only the dangling id (null: their carrier
-- calls answer that the account no longer exists, as they did).
ALTER TABLE "carrier_accounts" DROP CONSTRAINT "carrier_accounts_org_carrier_uq";--> statement-breakpoint
ALTER TABLE "carrier_accounts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "carrier_account_id" = NULL WHERE "carrier_account_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "carrier_accounts" a WHERE a."id" = "orders"."carrier_account_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_account_id_carrier_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."carrier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_carrier_account_idx" ON "orders" USING btree ("carrier_account_id") WHERE "orders"."carrier_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_accounts_owner_carrier_uq" ON "carrier_accounts" USING btree (coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid),"carrier") WHERE "carrier_accounts"."retired_at" is null;