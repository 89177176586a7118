CREATE TABLE "questionnaire_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"lang" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drop_ship_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drop_ship_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"cart_item_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drop_ship_lists_status_check" CHECK ("drop_ship_lists"."status" in ('draft', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "drop_ship_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drop_ship_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"address" jsonb NOT NULL,
	"item" text NOT NULL,
	"quantity" integer NOT NULL,
	"cost_cents" bigint NOT NULL,
	"tracking_number" text,
	"shipped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drop_ship_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drop_ship_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"stored_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drop_ship_stock_quantity_check" CHECK ("drop_ship_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_ship_lists" ADD CONSTRAINT "drop_ship_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_ship_lists" ADD CONSTRAINT "drop_ship_lists_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_ship_packages" ADD CONSTRAINT "drop_ship_packages_list_id_drop_ship_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."drop_ship_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_ship_stock" ADD CONSTRAINT "drop_ship_stock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_answers_created_idx" ON "questionnaire_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "drop_ship_lists_user_idx" ON "drop_ship_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "drop_ship_packages_list_idx" ON "drop_ship_packages" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drop_ship_stock_user_item_idx" ON "drop_ship_stock" USING btree ("user_id","item");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash");