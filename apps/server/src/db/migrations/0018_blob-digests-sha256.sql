-- The search indexer takes the text of a document from another blob with the same bytes when it has read that one
-- before (the same file sent again): it finds such blobs by their SHA-256.
CREATE INDEX "blob_digests_sha256_idx" ON "blob_digests" USING btree ("sha256");
