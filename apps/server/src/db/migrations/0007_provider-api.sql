CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "provider_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postal_place" text;--> statement-breakpoint
ALTER TABLE "provider_changes" ADD CONSTRAINT "provider_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_changes" ADD CONSTRAINT "provider_changes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_changes" ADD CONSTRAINT "provider_changes_event_id_case_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."case_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_active_name_idx" ON "api_keys" USING btree ("name") WHERE "api_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "provider_changes_order_idx" ON "provider_changes" USING btree ("txid","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_api_key_id_api_keys_id_fk" FOREIGN KEY ("actor_api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_api_key_at_idx" ON "audit_log" USING btree ("actor_api_key_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_events_case_external_idx" ON "case_events" USING btree ("case_id","external_id");--> statement-breakpoint
CREATE INDEX "case_events_unreleased_idx" ON "case_events" USING btree ("delete_before") WHERE "case_events"."direction" = 'outbound' and "case_events"."delete_before" is not null and "case_events"."provider_released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_company_external_idx" ON "cases" USING btree ("company_id","external_id");