CREATE TABLE "internal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author_membership_id" uuid,
	"body" jsonb NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "letter_draft_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"subject" text,
	"content" text,
	"answer" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by_membership_id" uuid,
	"updated_by_membership_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by_membership_id" uuid,
	"submitted_at" timestamp with time zone,
	"returned_by_membership_id" uuid,
	"returned_at" timestamp with time zone,
	"return_comment" text,
	"approval_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_drafts_case_id_unique" UNIQUE("case_id")
);
--> statement-breakpoint
CREATE TABLE "letter_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_mentions" (
	"note_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_mentions_note_id_membership_id_pk" PRIMARY KEY("note_id","membership_id")
);
--> statement-breakpoint
DROP INDEX "search_texts_event_text_idx";--> statement-breakpoint
ALTER TABLE "search_texts" ALTER COLUMN "case_event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "letters_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "notify_on_mention" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "notify_on_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "search_texts" ADD COLUMN "internal_note_id" uuid;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_author_membership_id_memberships_id_fk" FOREIGN KEY ("author_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_draft_files" ADD CONSTRAINT "letter_draft_files_draft_id_letter_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."letter_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_drafts" ADD CONSTRAINT "letter_drafts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_drafts" ADD CONSTRAINT "letter_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_drafts" ADD CONSTRAINT "letter_drafts_created_by_membership_id_memberships_id_fk" FOREIGN KEY ("created_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_drafts" ADD CONSTRAINT "letter_drafts_updated_by_membership_id_memberships_id_fk" FOREIGN KEY ("updated_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_drafts" ADD CONSTRAINT "letter_drafts_submitted_by_membership_id_memberships_id_fk" FOREIGN KEY ("submitted_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_drafts" ADD CONSTRAINT "letter_drafts_returned_by_membership_id_memberships_id_fk" FOREIGN KEY ("returned_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_mentions" ADD CONSTRAINT "note_mentions_note_id_internal_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."internal_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_mentions" ADD CONSTRAINT "note_mentions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_mentions" ADD CONSTRAINT "note_mentions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_notes_case_created_idx" ON "internal_notes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "letter_draft_files_draft_idx" ON "letter_draft_files" USING btree ("draft_id","sort_order");--> statement-breakpoint
CREATE INDEX "letter_draft_files_blob_key_idx" ON "letter_draft_files" USING btree ("blob_key");--> statement-breakpoint
CREATE UNIQUE INDEX "letter_templates_company_name_idx" ON "letter_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "note_mentions_unseen_idx" ON "note_mentions" USING btree ("membership_id","case_id") WHERE "note_mentions"."seen_at" is null;--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_internal_note_id_internal_notes_id_fk" FOREIGN KEY ("internal_note_id") REFERENCES "public"."internal_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_texts_internal_note_idx" ON "search_texts" USING btree ("internal_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_texts_event_text_idx" ON "search_texts" USING btree ("case_event_id") WHERE "search_texts"."document_id" is null and "search_texts"."case_event_id" is not null;--> statement-breakpoint
-- Issue 46. A search text is a document's, a letter's own (its event's) or an internal note's: exactly one of
-- event and note.
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_event_or_note" CHECK (("case_event_id" IS NULL) <> ("internal_note_id" IS NULL));--> statement-breakpoint
ALTER TABLE "letter_drafts" ADD CONSTRAINT "letter_drafts_status" CHECK ("status" IN ('draft', 'awaiting-approval'));--> statement-breakpoint
-- An internal note's text is searchable as soon as the note is written or changed, in the same transaction, made by
-- the database as the texts of documents and letters are (migration 0013): nothing to read in the background.
CREATE FUNCTION "search_text_of_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_texts" ("company_id", "case_id", "internal_note_id", "state", "content", "vector", "indexed_at")
	VALUES (NEW."company_id", NEW."case_id", NEW."id", 'indexed', NEW."text", "search_vector"(NEW."text"), now())
	ON CONFLICT ("internal_note_id") DO UPDATE
		SET "content" = EXCLUDED."content", "vector" = EXCLUDED."vector", "indexed_at" = EXCLUDED."indexed_at";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "internal_notes_search_text" AFTER INSERT OR UPDATE OF "text" ON "internal_notes" FOR EACH ROW EXECUTE FUNCTION "search_text_of_note"();--> statement-breakpoint
-- A draft waiting for approval shows in the case list ('Til godkjenning'): its changes are changes of its case
-- for the list's and the case answers' caches (migration 0015).
CREATE TRIGGER letter_drafts_changes_on_insert AFTER INSERT ON letter_drafts
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER letter_drafts_changes_on_update AFTER UPDATE ON letter_drafts
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
--> statement-breakpoint
CREATE TRIGGER letter_drafts_changes_on_delete AFTER DELETE ON letter_drafts
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_case_changes();
