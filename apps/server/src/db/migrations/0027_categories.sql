-- Issue 49: the company's products and causes (case_categories) and a case's two of them, the systemic-issue alerts
-- sent per cause, and the reminders before a decision's answer is due.
CREATE TABLE "answer_reminders" (
	"case_id" uuid NOT NULL,
	"answer_due" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_reminders_case_id_answer_due_pk" PRIMARY KEY("case_id","answer_due")
);
--> statement-breakpoint
CREATE TABLE "case_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cause_alerts" (
	"cause_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cause_alerts_cause_id_day_pk" PRIMARY KEY("cause_id","day")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "cause_id" uuid;--> statement-breakpoint
ALTER TABLE "answer_reminders" ADD CONSTRAINT "answer_reminders_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_categories" ADD CONSTRAINT "case_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cause_alerts" ADD CONSTRAINT "cause_alerts_cause_id_case_categories_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."case_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_categories_name_idx" ON "case_categories" USING btree ("company_id","kind",lower("name"));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_product_id_case_categories_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."case_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_cause_id_case_categories_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."case_categories"("id") ON DELETE no action ON UPDATE no action;