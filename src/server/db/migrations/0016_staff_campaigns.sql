ALTER TABLE "coupon_definitions" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD COLUMN "percent" integer;--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD COLUMN "per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD COLUMN "product_ids" integer[];--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD CONSTRAINT "coupon_definitions_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD CONSTRAINT "coupon_definitions_uses_check" CHECK ("coupon_definitions"."max_uses" is null or "coupon_definitions"."used_count" <= "coupon_definitions"."max_uses");--> statement-breakpoint
ALTER TABLE "coupon_definitions" ADD CONSTRAINT "coupon_definitions_percent_check" CHECK ("coupon_definitions"."percent" is null or ("coupon_definitions"."percent" between 1 and 100));