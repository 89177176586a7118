CREATE TABLE "odm_request_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "odm_request_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odm_request_history_actor_check" CHECK ("odm_request_history"."actor" in ('customer', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "price_tables" DROP CONSTRAINT "price_tables_key_check";--> statement-breakpoint
ALTER TABLE "odm_requests" ADD COLUMN "customer_reason" text;--> statement-breakpoint
ALTER TABLE "odm_request_history" ADD CONSTRAINT "odm_request_history_request_id_odm_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."odm_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odm_request_history" ADD CONSTRAINT "odm_request_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "odm_request_history_request_idx" ON "odm_request_history" USING btree ("request_id","created_at");--> statement-breakpoint
ALTER TABLE "price_tables" ADD CONSTRAINT "price_tables_key_check" CHECK ("price_tables"."key" in ('pcb', 'stencil', 'shipping', 'pcba', 'print3d', 'cable', 'kitting', 'odm_light'));