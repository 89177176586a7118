CREATE TABLE "signup_coupon_grants" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_term_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_term_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"distributor_id" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"period" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distributor_term_changes_period_check" CHECK ("distributor_term_changes"."period" in ('monthly', 'quarterly')),
	CONSTRAINT "distributor_term_changes_rate_check" CHECK ("distributor_term_changes"."rate_bp" between 500 and 1000)
);
--> statement-breakpoint
ALTER TABLE "distributors" DROP CONSTRAINT "distributors_status_check";--> statement-breakpoint
ALTER TABLE "distributor_orders" ADD COLUMN "rate_bp" integer;--> statement-breakpoint
ALTER TABLE "distributor_term_changes" ADD CONSTRAINT "distributor_term_changes_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_term_changes" ADD CONSTRAINT "distributor_term_changes_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributor_term_changes_distributor_idx" ON "distributor_term_changes" USING btree ("distributor_id","effective_from");--> statement-breakpoint
ALTER TABLE "distributor_orders" ADD CONSTRAINT "distributor_orders_rate_check" CHECK ("distributor_orders"."rate_bp" is null or "distributor_orders"."rate_bp" between 500 and 1000);--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_status_check" CHECK ("distributors"."status" in ('applied', 'approved', 'active', 'rejected', 'suspended'));--> statement-breakpoint
-- Orders recorded before rates were kept per order: the approval's rate, the only terms there were until now.
UPDATE "distributor_orders" SET "rate_bp" = "distributors"."rate_bp" FROM "distributors" WHERE "distributors"."id" = "distributor_orders"."distributor_id" AND "distributor_orders"."rate_bp" IS NULL AND "distributors"."rate_bp" IS NOT NULL;--> statement-breakpoint
-- Live accounts that already got the sign-up coupon: the same hash as signupEmailHash (grant-signup-coupon.ts).
INSERT INTO "signup_coupon_grants" ("email_hash", "granted_at")
  SELECT encode(sha256(convert_to('fusion-signup-coupon:' || lower(trim("users"."email")), 'UTF8')), 'hex'), min("coupons"."created_at")
  FROM "coupons" JOIN "users" ON "users"."id" = "coupons"."owner_id"
  WHERE "coupons"."grant_key" = 'signup:' || "users"."id" AND "users"."deleted_at" IS NULL
  GROUP BY 1
  ON CONFLICT DO NOTHING;
