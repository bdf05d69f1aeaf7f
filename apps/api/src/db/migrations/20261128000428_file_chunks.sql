CREATE TABLE "file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "upload_chunks" (
	"upload_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_chunks_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_chunks_created_idx" ON "upload_chunks" USING btree ("created_at");--> statement-breakpoint
-- The bytes of every existing file move into chunks of 256 kB (FILE_CHUNK_BYTES), in order.
INSERT INTO "file_chunks" ("file_id", "seq", "data")
SELECT f."id", s.i, substring(f."data" from s.i * 262144 + 1 for 262144)
FROM "files" f
CROSS JOIN LATERAL generate_series(0, greatest(ceil(octet_length(f."data") / 262144.0)::int - 1, 0)) AS s(i);--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";