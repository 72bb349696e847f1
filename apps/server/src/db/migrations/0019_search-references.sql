-- The search vector of a text, defined once for the indexer and for the rebuild below: its Norwegian stems, and
-- its words as written with - / . + read as spaces. PostgreSQL's parser reads HX-65720 as the word hx and the
-- signed number -65720, and 1234.56.78903, 12.03.2026 and 4471/TN as one word each: lexemes that no query can
-- name, a query being letters and digits only. Read with spaces, each part of a reference is a word of its own.
CREATE FUNCTION "search_vector"("content" text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT to_tsvector('norwegian', "content") || to_tsvector('simple', translate("content", '-/.+', '    '))
$$;--> statement-breakpoint
UPDATE "search_texts" SET "vector" = "search_vector"("content") WHERE "content" IS NOT NULL;
