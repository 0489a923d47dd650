-- Issue 32, findings 12 to 14 (docs/tracking.md, docs/email.md).
-- The return-approved notice carries a link to the return label: 192 random bits, kept only as their sha256 on the
-- notice's row (the row names the order and the `return` event, so the link opens that order's return label only).
ALTER TABLE "recipient_notifications" ADD COLUMN "return_label_token_hash" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "recipient_notifications_return_label_uq" ON "recipient_notifications" USING btree ("return_label_token_hash") WHERE "return_label_token_hash" IS NOT NULL;
--> statement-breakpoint
-- Every number printed on a label finds its shipment: the return guide joins the guide and the two tracking numbers
-- (the public tracking page, the search box's exact-number road), unique like them.
CREATE UNIQUE INDEX IF NOT EXISTS "orders_return_guide_number_uq" ON "orders" USING btree ("return_guide_number");
--> statement-breakpoint
-- The search box's exact reference (lib/orders/search-orders.ts): one index probe, case-insensitive, per organization.
CREATE INDEX IF NOT EXISTS "orders_org_reference_idx" ON "orders" USING btree ("organization_id", lower("internal_reference"));
