CREATE TABLE "notification_runs" (
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"recipient_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_runs_kind_company_id_recipient_key_day_pk" PRIMARY KEY("kind","company_id","recipient_key","day")
);
--> statement-breakpoint
ALTER TABLE "notification_runs" ADD CONSTRAINT "notification_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;