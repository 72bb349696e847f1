-- Issue 49: the complaints report's thresholds of closed cases (working days from received to closed), a company
-- setting kept by level 5, 20 and 40 by default.
ALTER TABLE "companies" ADD COLUMN "report_threshold_short" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "report_threshold_long" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_report_thresholds_check" CHECK (1 <= "companies"."report_threshold_short" and "companies"."report_threshold_short" < "companies"."report_threshold_long" and "companies"."report_threshold_long" <= 250);