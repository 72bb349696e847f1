-- Issue 48: personal data by law. The company's retention period, a case's legal hold and when its personal data went,
-- the deletion log (proof without personal data) and the requests to erase a person's data (four eyes).
CREATE TABLE "deletion_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deletion_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"case_number" text NOT NULL,
	"rule" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"erasure_request_id" uuid,
	"parties" integer NOT NULL,
	"letters" integer NOT NULL,
	"documents" integer NOT NULL,
	"notes" integer NOT NULL,
	"document_sha256" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"targets" jsonb NOT NULL,
	"requested_by_membership_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_membership_id" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "legal_hold_by_membership_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "personal_data_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "personal_data_deleted_rule" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_months" integer;--> statement-breakpoint
ALTER TABLE "deletion_log" ADD CONSTRAINT "deletion_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_log" ADD CONSTRAINT "deletion_log_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_requested_by_membership_id_memberships_id_fk" FOREIGN KEY ("requested_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_decided_by_membership_id_memberships_id_fk" FOREIGN KEY ("decided_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_log_company_at_idx" ON "deletion_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "erasure_requests_company_idx" ON "erasure_requests" USING btree ("company_id","requested_at");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_legal_hold_by_membership_id_memberships_id_fk" FOREIGN KEY ("legal_hold_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_parties_national_id_hash_idx" ON "case_parties" USING btree ("national_id_hash") WHERE "case_parties"."national_id_hash" is not null;--> statement-breakpoint
CREATE INDEX "cases_retention_idx" ON "cases" USING btree ("company_id","closed_at") WHERE "cases"."archived" and "cases"."personal_data_deleted_at" is null;