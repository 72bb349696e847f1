CREATE TABLE "blob_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"case_event_id" uuid NOT NULL,
	"document_id" uuid,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"content" text,
	"vector" "tsvector",
	"indexed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blob_texts" ADD CONSTRAINT "blob_texts_key_blob_digests_key_fk" FOREIGN KEY ("key") REFERENCES "public"."blob_digests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_case_event_id_case_events_id_fk" FOREIGN KEY ("case_event_id") REFERENCES "public"."case_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_texts_document_idx" ON "search_texts" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_texts_event_text_idx" ON "search_texts" USING btree ("case_event_id") WHERE "search_texts"."document_id" is null;--> statement-breakpoint
CREATE INDEX "search_texts_vector_idx" ON "search_texts" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_texts_due_idx" ON "search_texts" USING btree ("next_attempt_at") WHERE "search_texts"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "search_texts_case_idx" ON "search_texts" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "search_texts_unread_idx" ON "search_texts" USING btree ("company_id") WHERE "search_texts"."state" <> 'indexed';--> statement-breakpoint
-- Every document and every event with a subject or message gets a row waiting to be read, in the transaction
-- that adds it, whichever way it comes (a clerk's letter, the provider API, the demo data).
CREATE FUNCTION "search_text_of_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_texts" ("company_id", "case_id", "case_event_id", "document_id")
	SELECT "cases"."company_id", NEW."case_id", NEW."case_event_id", NEW."id" FROM "cases" WHERE "cases"."id" = NEW."case_id"
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_search_text" AFTER INSERT ON "documents" FOR EACH ROW EXECUTE FUNCTION "search_text_of_document"();--> statement-breakpoint
CREATE FUNCTION "search_text_of_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_texts" ("company_id", "case_id", "case_event_id")
	VALUES (NEW."company_id", NEW."case_id", NEW."id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "case_events_search_text" AFTER INSERT ON "case_events" FOR EACH ROW
	WHEN (NEW."subject" IS NOT NULL OR NEW."content" IS NOT NULL) EXECUTE FUNCTION "search_text_of_event"();--> statement-breakpoint
-- What is there already waits to be read too.
INSERT INTO "search_texts" ("company_id", "case_id", "case_event_id", "document_id")
SELECT "cases"."company_id", "documents"."case_id", "documents"."case_event_id", "documents"."id"
FROM "documents" JOIN "cases" ON "cases"."id" = "documents"."case_id";--> statement-breakpoint
INSERT INTO "search_texts" ("company_id", "case_id", "case_event_id")
SELECT "company_id", "case_id", "id" FROM "case_events" WHERE "subject" IS NOT NULL OR "content" IS NOT NULL;
