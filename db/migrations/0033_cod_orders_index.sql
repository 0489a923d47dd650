-- The COD orders of an organization, newest first (docs/cod.md): the Contra entrega page's list and counters read only
-- them. Partial on is_cod, so it stays small and costs nothing to an order without cash on delivery.
CREATE INDEX "orders_org_cod_created_idx" ON "orders" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."is_cod";