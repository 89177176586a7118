ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_payment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "kind" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_payment_id_payments_id_fk" FOREIGN KEY ("paid_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_kind_check" CHECK ("payment_refunds"."kind" in ('cancellation', 'extra_capture', 'mismatch'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'processing', 'done', 'manual', 'failed'));--> statement-breakpoint
-- Orders paid before this migration: the payment that paid them is their first confirmed attempt.
UPDATE "orders" o SET "paid_payment_id" = (
  SELECT p."id" FROM "payments" p WHERE p."order_id" = o."id" AND p."status" IN ('done', 'refunded') ORDER BY p."attempt_no" LIMIT 1
) WHERE o."payment_status" = 'done' AND o."paid_payment_id" IS NULL;
