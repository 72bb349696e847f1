CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"description" text NOT NULL,
	"subject" text,
	"content" text,
	"is_read" boolean DEFAULT true NOT NULL,
	"read_at" timestamp with time zone,
	"read_by_membership_id" uuid,
	"created_by_membership_id" uuid,
	"delete_before" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"role" text NOT NULL,
	"is_firm" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"phone_country_code" text,
	"address" text,
	"postal_code" text,
	"postal_place" text,
	"country_code" text,
	"reference" text,
	"national_id_hash" text
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"case_event_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"is_letter" boolean DEFAULT false NOT NULL,
	"uploaded_by" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "case_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "status_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "anonymize_sb" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "handling_officer_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "handling_officer_phone" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "ever_assigned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "company_case_ref" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "company_note" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "created_by_membership_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_read_by_membership_id_memberships_id_fk" FOREIGN KEY ("read_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_created_by_membership_id_memberships_id_fk" FOREIGN KEY ("created_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_parties" ADD CONSTRAINT "case_parties_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_event_id_case_events_id_fk" FOREIGN KEY ("case_event_id") REFERENCES "public"."case_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_created_idx" ON "case_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_events_unread_idx" ON "case_events" USING btree ("company_id") WHERE not "case_events"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "case_parties_case_role_idx" ON "case_parties" USING btree ("case_id","role");--> statement-breakpoint
CREATE INDEX "documents_event_idx" ON "documents" USING btree ("case_event_id","sort_order");--> statement-breakpoint
CREATE INDEX "documents_case_idx" ON "documents" USING btree ("case_id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_created_by_membership_id_memberships_id_fk" FOREIGN KEY ("created_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_company_number_idx" ON "cases" USING btree ("company_id","case_number");