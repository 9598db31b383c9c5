CREATE TABLE "leave_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"leave_year" date NOT NULL,
	"reason" text,
	"created_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_kind" CHECK ("leave_ledger"."kind" in ('granted', 'carried', 'adjusted', 'override')),
	CONSTRAINT "leave_ledger_reason" CHECK ("leave_ledger"."kind" not in ('adjusted', 'override') OR "leave_ledger"."reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hire_date" date;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_ledger_user_year" ON "leave_ledger" USING btree ("user_id","leave_year","id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_one_grant" ON "leave_ledger" USING btree ("user_id","leave_year") WHERE "leave_ledger"."kind" = 'granted';