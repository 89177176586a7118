CREATE TABLE "gallery_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_files_kind_check" CHECK ("gallery_files"."kind" in ('bom', 'assembly', 'test', 'attachment'))
);
--> statement-breakpoint
ALTER TABLE "gallery_projects" ADD COLUMN "file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_files" ADD CONSTRAINT "gallery_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_files" ADD CONSTRAINT "gallery_files_project_id_gallery_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."gallery_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_files_user_idx" ON "gallery_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gallery_files_project_idx" ON "gallery_files" USING btree ("project_id");