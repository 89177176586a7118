CREATE TABLE "bom_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"sheet" text NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bom_files_format_check" CHECK ("bom_files"."format" in ('csv', 'xls', 'xlsx', 'html'))
);
--> statement-breakpoint
ALTER TABLE "bom_files" ADD CONSTRAINT "bom_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bom_files_owner_idx" ON "bom_files" USING btree ("owner_id");