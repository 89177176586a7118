CREATE TABLE "price_tables" (
	"key" text PRIMARY KEY NOT NULL,
	"data" text NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_tables_key_check" CHECK ("price_tables"."key" in ('pcb', 'stencil', 'shipping'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text NOT NULL,
	"analysis" jsonb NOT NULL,
	"preview_top_key" text,
	"preview_bottom_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" in ('gerber', 'stencil')),
	CONSTRAINT "uploads_status_check" CHECK ("uploads"."status" in ('analysed', 'unanalysed'))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"tier" integer,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"upload_id" uuid,
	"price_lines" jsonb NOT NULL,
	"unit_cents" bigint,
	"total_cents" bigint,
	"build_days" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" integer NOT NULL,
	"special" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text,
	"carrier" text,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "cart_items_status_check" CHECK ("cart_items"."status" in (1, 2, 3, 4, 5, 7))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_request_idx" ON "cart_items" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");