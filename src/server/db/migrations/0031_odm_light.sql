CREATE TABLE "custom_payment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_payment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"cart_item_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custom_payment_requests_product_check" CHECK ("custom_payment_requests"."product_id" in (455, 1633)),
	CONSTRAINT "custom_payment_requests_amount_check" CHECK ("custom_payment_requests"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "odm_sample_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_payment_requests" ADD CONSTRAINT "custom_payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_payment_requests" ADD CONSTRAINT "custom_payment_requests_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_payment_requests" ADD CONSTRAINT "custom_payment_requests_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odm_sample_confirmations" ADD CONSTRAINT "odm_sample_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odm_sample_confirmations" ADD CONSTRAINT "odm_sample_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_payment_requests_user_idx" ON "custom_payment_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_payment_requests_created_idx" ON "custom_payment_requests" USING btree ("created_at");