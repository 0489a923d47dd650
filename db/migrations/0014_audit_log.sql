-- Audit log page (app/(dashboard)/dashboard/auditoria): its "tipo de actor" filter reads the organization's entries
-- of one actor type newest first, served by this index like the unfiltered list by audit_logs_org_created_idx.
CREATE INDEX "audit_logs_org_actor_idx" ON "audit_logs" USING btree ("organization_id","actor_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
