CREATE TABLE "blob_chunks" (
	"write_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blob_chunks_write_id_seq_pk" PRIMARY KEY("write_id","seq")
);
--> statement-breakpoint
CREATE TABLE "blob_digests" (
	"key" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"write_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blobs_write_id_unique" UNIQUE("write_id")
);
--> statement-breakpoint
-- Documents are mostly PDFs and images, compressed already: stored as they are, without another try at it.
ALTER TABLE "blob_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
