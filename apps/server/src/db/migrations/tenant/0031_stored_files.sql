CREATE TABLE "stored_file_chunks" (
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_name_seq" PRIMARY KEY("name","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"chunk_size" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_name_stored_files_name_fk" FOREIGN KEY ("name") REFERENCES "public"."stored_files"("name") ON DELETE cascade ON UPDATE no action;