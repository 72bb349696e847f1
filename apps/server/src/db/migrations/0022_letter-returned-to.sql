-- Issue 46. A letter sent back remembers its author, whose case list shows it under 'Sendt tilbake til meg' until
-- they send it for approval again.
ALTER TABLE "letter_drafts" ADD COLUMN "returned_to_membership_id" uuid;--> statement-breakpoint
ALTER TABLE "letter_drafts" ADD CONSTRAINT "letter_drafts_returned_to_membership_id_memberships_id_fk" FOREIGN KEY ("returned_to_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;