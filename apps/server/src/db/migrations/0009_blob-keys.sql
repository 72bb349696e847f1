CREATE INDEX "documents_blob_key_idx" ON "documents" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "uploads_blob_key_idx" ON "uploads" USING btree ("blob_key");