ALTER TABLE "audit_log" ADD COLUMN "case_id" uuid;--> statement-breakpoint
-- The entries written before: a case's own entries name it as their target, its events' entries in details.caseId.
UPDATE "audit_log" SET "case_id" = "named"."case_id"::uuid
FROM (
	SELECT "id", CASE WHEN "target_type" = 'case' THEN "target_id" ELSE "details"->>'caseId' END AS "case_id"
	FROM "audit_log"
	WHERE "action" LIKE 'case.%'
) AS "named"
WHERE "audit_log"."id" = "named"."id"
	AND "named"."case_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
CREATE INDEX "audit_log_case_at_idx" ON "audit_log" USING btree ("case_id","at") WHERE "audit_log"."case_id" is not null;
