-- Issue 49: the company's requests to the complaints body (a later due date, an objection to its handling) with the
-- body's answers, one waiting of each kind per case; the feed row that tells of one; the caches hear of them.
CREATE TABLE "case_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_due_date" date,
	"requested_due_date" date,
	"reason" text,
	"event_id" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_by_membership_id" uuid,
	"answered_at" timestamp with time zone,
	"answer_text" text,
	"granted_due_date" date
);
--> statement-breakpoint
ALTER TABLE "provider_changes" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_event_id_case_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."case_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_requests" ADD CONSTRAINT "case_requests_requested_by_membership_id_memberships_id_fk" FOREIGN KEY ("requested_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_requests_case_idx" ON "case_requests" USING btree ("case_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_requests_one_pending_idx" ON "case_requests" USING btree ("case_id","kind") WHERE "case_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "provider_changes" ADD CONSTRAINT "provider_changes_request_id_case_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."case_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER case_requests_changes_on_insert AFTER INSERT ON case_requests
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_requests_changes_on_update AFTER UPDATE ON case_requests
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_requests_changes_on_delete AFTER DELETE ON case_requests
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER case_requests_changes_on_truncate AFTER TRUNCATE ON case_requests
	FOR EACH STATEMENT EXECUTE FUNCTION note_truncated_cases();