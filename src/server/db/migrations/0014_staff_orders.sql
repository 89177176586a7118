ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_status_check";--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_status_check" CHECK ("cart_items"."status" in (1, 2, 3, 4, 5, 7, 8));--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_status_check" CHECK ("order_history"."to_status" in (1, 1008, 1010, 1003, 5, 1004, 4, 2, 3, 1000, 1009, 9, 1005, 1011, 1012) and ("order_history"."from_status" is null or "order_history"."from_status" in (1, 1008, 1010, 1003, 5, 1004, 4, 2, 3, 1000, 1009, 9, 1005, 1011, 1012)));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (1, 1008, 1010, 1003, 5, 1004, 4, 2, 3, 1000, 1009, 9, 1005, 1011, 1012));