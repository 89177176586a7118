CREATE TABLE "dfa_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dfa_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"raised_by" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_mime" text,
	"attachment_size" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"solution" text,
	"reply" text,
	"response" text,
	"answered_at" timestamp with time zone,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dfa_issues_kind_check" CHECK ("dfa_issues"."kind" in ('files', 'parts', 'design')),
	CONSTRAINT "dfa_issues_status_check" CHECK ("dfa_issues"."status" in ('open', 'answered', 'reopened', 'accepted')),
	CONSTRAINT "dfa_issues_solution_check" CHECK ("dfa_issues"."solution" is null or "dfa_issues"."solution" in ('modify_as_suggested', 'keep_as_designed', 'upload_new_files', 'other')),
	CONSTRAINT "dfa_issues_answer_check" CHECK ("dfa_issues"."status" not in ('answered', 'accepted') or ("dfa_issues"."solution" is not null and "dfa_issues"."reply" is not null and "dfa_issues"."response" is not null and "dfa_issues"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "dfa_issues" ADD CONSTRAINT "dfa_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dfa_issues" ADD CONSTRAINT "dfa_issues_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dfa_issues" ADD CONSTRAINT "dfa_issues_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dfa_issues_order_idx" ON "dfa_issues" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "dfa_issues_status_answered_idx" ON "dfa_issues" USING btree ("status","answered_at");--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_status_check" CHECK ("order_history"."to_status" in (1, 1008, 1010, 1003, 5, 1004, 4, 2, 3, 1000, 1009, 9, 1005, 1011, 1012, 1013) and ("order_history"."from_status" is null or "order_history"."from_status" in (1, 1008, 1010, 1003, 5, 1004, 4, 2, 3, 1000, 1009, 9, 1005, 1011, 1012, 1013)));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (1, 1008, 1010, 1003, 5, 1004, 4, 2, 3, 1000, 1009, 9, 1005, 1011, 1012, 1013));