CREATE TABLE "distributor_orders" (
	"order_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distributor_orders_order_id_pk" PRIMARY KEY("order_id")
);
--> statement-breakpoint
CREATE TABLE "distributor_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributor_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"distributor_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"basis_cents" bigint NOT NULL,
	"rebate_cents" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"order_count" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"paid_by" integer
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"company_name" text NOT NULL,
	"country_iso2" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"channels" text NOT NULL,
	"rate_bp" integer,
	"period" text,
	"code" text,
	"staff_note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"contract_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distributors_kind_check" CHECK ("distributors"."kind" in ('distributor', 'affiliate')),
	CONSTRAINT "distributors_status_check" CHECK ("distributors"."status" in ('applied', 'approved', 'active', 'rejected')),
	CONSTRAINT "distributors_period_check" CHECK ("distributors"."period" is null or "distributors"."period" in ('monthly', 'quarterly')),
	CONSTRAINT "distributors_rate_check" CHECK ("distributors"."rate_bp" is null or "distributors"."rate_bp" between 500 and 1000)
);
--> statement-breakpoint
CREATE TABLE "licensed_program_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licensed_program_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"from_stage" integer,
	"to_stage" integer NOT NULL,
	"staff_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licensed_programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licensed_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"page" text NOT NULL,
	"company_name" text NOT NULL,
	"product_name" text NOT NULL,
	"product_url" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"batch" integer DEFAULT 1 NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"bazaar_sku" text,
	"remaining_stock" integer,
	"deposit_cents" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "licensed_programs_stage_check" CHECK ("licensed_programs"."stage" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "distributor_orders" ADD CONSTRAINT "distributor_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_orders" ADD CONSTRAINT "distributor_orders_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD CONSTRAINT "distributor_payouts_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_payouts" ADD CONSTRAINT "distributor_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensed_program_history" ADD CONSTRAINT "licensed_program_history_program_id_licensed_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."licensed_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensed_program_history" ADD CONSTRAINT "licensed_program_history_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensed_programs" ADD CONSTRAINT "licensed_programs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributor_orders_distributor_idx" ON "distributor_orders" USING btree ("distributor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_payouts_period_idx" ON "distributor_payouts" USING btree ("distributor_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_user_idx" ON "distributors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_code_idx" ON "distributors" USING btree ("code");--> statement-breakpoint
CREATE INDEX "distributors_queue_idx" ON "distributors" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "licensed_program_history_program_idx" ON "licensed_program_history" USING btree ("program_id","created_at");--> statement-breakpoint
CREATE INDEX "licensed_programs_user_idx" ON "licensed_programs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "licensed_programs_queue_idx" ON "licensed_programs" USING btree ("stage","created_at");