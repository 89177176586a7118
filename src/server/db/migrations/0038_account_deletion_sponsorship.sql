CREATE TABLE "account_deletions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"reason" text,
	"reason_text" text DEFAULT '' NOT NULL,
	"blockers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "account_deletions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_deletions_status_check" CHECK ("account_deletions"."status" in ('started', 'failed', 'passed', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "sponsorship_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsorship_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"project_name" text NOT NULL,
	"team_type" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"boards" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sponsorship_applications_status_check" CHECK ("sponsorship_applications"."status" in ('submitted', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_applications" ADD CONSTRAINT "sponsorship_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_applications" ADD CONSTRAINT "sponsorship_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_user_idx" ON "account_deletions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsorship_applications_user_idx" ON "sponsorship_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsorship_applications_queue_idx" ON "sponsorship_applications" USING btree ("status","created_at");