CREATE TABLE "odm_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"request_id" integer,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odm_files_purpose_check" CHECK ("odm_files"."purpose" in ('logo', 'firmware', 'document'))
);
--> statement-breakpoint
CREATE TABLE "odm_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "odm_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"page" text NOT NULL,
	"status" text NOT NULL,
	"form" jsonb NOT NULL,
	"estimate" jsonb,
	"quote_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote_total_cents" bigint,
	"quote_quantity" integer,
	"lead_days" integer,
	"weight_grams" integer,
	"staff_note" text DEFAULT '' NOT NULL,
	"quoted_at" timestamp with time zone,
	"quoted_by" integer,
	"decline_reason" text,
	"cart_item_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odm_requests_kind_check" CHECK ("odm_requests"."kind" in ('inquiry', 'application')),
	CONSTRAINT "odm_requests_status_check" CHECK ("odm_requests"."status" in ('submitted', 'quoted', 'declined', 'accepted'))
);
--> statement-breakpoint
ALTER TABLE "odm_files" ADD CONSTRAINT "odm_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odm_files" ADD CONSTRAINT "odm_files_request_id_odm_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."odm_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odm_requests" ADD CONSTRAINT "odm_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odm_requests" ADD CONSTRAINT "odm_requests_quoted_by_users_id_fk" FOREIGN KEY ("quoted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odm_requests" ADD CONSTRAINT "odm_requests_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "odm_files_owner_idx" ON "odm_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "odm_files_request_idx" ON "odm_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "odm_requests_user_idx" ON "odm_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "odm_requests_queue_idx" ON "odm_requests" USING btree ("status","created_at");