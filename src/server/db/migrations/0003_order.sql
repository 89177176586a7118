CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_ids" jsonb NOT NULL,
	"country_iso2" text NOT NULL,
	"options" jsonb NOT NULL,
	"shipping_method" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"cart_item_id" integer,
	"product_id" integer NOT NULL,
	"tier" integer,
	"warehouse" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"params" jsonb NOT NULL,
	"file_name" text,
	"upload_id" uuid,
	"price_lines" jsonb NOT NULL,
	"unit_cents" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"weight_grams" integer NOT NULL,
	"build_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"checkout_token" uuid NOT NULL,
	"status" integer NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"shipping_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"tax_code" text NOT NULL,
	"tax_rate_ppm" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"not_detail" boolean DEFAULT false NOT NULL,
	"is_odm" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"country_iso2" text NOT NULL,
	"ship_to" jsonb NOT NULL,
	"bill_to" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"tracking_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_cents" bigint,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'done')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_cents" >= 0 and "orders"."subtotal_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_pos_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_file_idx" ON "order_lines" USING btree ("file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_checkout_token_idx" ON "orders" USING btree ("user_id","checkout_token");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");