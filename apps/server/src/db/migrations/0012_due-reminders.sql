CREATE TABLE "due_reminders" (
	"case_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_reminders_case_id_due_date_pk" PRIMARY KEY("case_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notify_before_due_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "notify_before_due" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every notification choice is off without an e-mail address to send it to (spec 1 §4, notificationChoices).
UPDATE "memberships" SET "notify_before_due" = false WHERE btrim(coalesce("email", '')) = '';--> statement-breakpoint
ALTER TABLE "due_reminders" ADD CONSTRAINT "due_reminders_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;