CREATE TABLE "pcba_test_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pcba_test_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"cart_item_id" integer,
	"bound_at" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcba_test_plans_status_check" CHECK ("pcba_test_plans"."status" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "pcba_test_plans" ADD CONSTRAINT "pcba_test_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcba_test_plans" ADD CONSTRAINT "pcba_test_plans_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcba_test_plans" ADD CONSTRAINT "pcba_test_plans_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pcba_test_plans_owner_idx" ON "pcba_test_plans" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pcba_test_plans_cart_item_idx" ON "pcba_test_plans" USING btree ("cart_item_id") WHERE "pcba_test_plans"."cart_item_id" is not null;--> statement-breakpoint
CREATE INDEX "pcba_test_plans_queue_idx" ON "pcba_test_plans" USING btree ("status","created_at") WHERE "pcba_test_plans"."cart_item_id" is not null;