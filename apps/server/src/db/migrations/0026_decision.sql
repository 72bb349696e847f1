-- Issue 49: the complaints body's decision on a case and the company's answer to it (whether it follows it, the
-- amount paid or offered, the reason for a no).
ALTER TABLE "cases" ADD COLUMN "decision_outcome" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_event_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_answer_due" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_follows" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_amount_paid" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_answer_reason" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decision_answered_by_membership_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_decision_event_id_case_events_id_fk" FOREIGN KEY ("decision_event_id") REFERENCES "public"."case_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_decision_answered_by_membership_id_memberships_id_fk" FOREIGN KEY ("decision_answered_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;