CREATE TABLE "review_pictures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"review_id" integer,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"shipping_score" integer NOT NULL,
	"service_score" integer NOT NULL,
	"ordering_score" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_scores_check" CHECK ("reviews"."rating" between 1 and 5 and "reviews"."shipping_score" between 1 and 5 and "reviews"."service_score" between 1 and 5 and "reviews"."ordering_score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "shared_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shared_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"cart_ids" jsonb,
	CONSTRAINT "shared_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "shared_links_kind_check" CHECK ("shared_links"."source_kind" in ('order'))
);
--> statement-breakpoint
ALTER TABLE "review_pictures" ADD CONSTRAINT "review_pictures_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pictures" ADD CONSTRAINT "review_pictures_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_pictures_review_idx" ON "review_pictures" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_idx" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_listed_idx" ON "reviews" USING btree ("hidden","created_at");--> statement-breakpoint
CREATE INDEX "shared_links_sender_idx" ON "shared_links" USING btree ("sender_id");