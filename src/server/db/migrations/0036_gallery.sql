CREATE TABLE "gallery_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_comments_status_check" CHECK ("gallery_comments"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "gallery_likes" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_likes_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_pictures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mime" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_pictures_mime_check" CHECK ("gallery_pictures"."mime" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "gallery_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"intro" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"picture_ids" uuid[] NOT NULL,
	"story" text NOT NULL,
	"bom" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_line_id" integer,
	"share_type" text NOT NULL,
	"marketplace_url" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"ordered_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_projects_share_check" CHECK ("gallery_projects"."share_type" in ('public', 'unlisted', 'staff')),
	CONSTRAINT "gallery_projects_ordered_check" CHECK ("gallery_projects"."ordered_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_project_id_gallery_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."gallery_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_project_id_gallery_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."gallery_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_pictures" ADD CONSTRAINT "gallery_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_projects" ADD CONSTRAINT "gallery_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_projects" ADD CONSTRAINT "gallery_projects_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_comments_project_idx" ON "gallery_comments" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "gallery_comments_status_idx" ON "gallery_comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "gallery_pictures_user_idx" ON "gallery_pictures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gallery_projects_user_idx" ON "gallery_projects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gallery_projects_list_idx" ON "gallery_projects" USING btree ("share_type","hidden","created_at");