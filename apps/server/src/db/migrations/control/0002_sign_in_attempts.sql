CREATE TABLE "sign_in_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" varchar(400) NOT NULL,
	"address" varchar(64) NOT NULL,
	"outcome" varchar(10) DEFAULT 'pending' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_account" ON "sign_in_attempts" USING btree ("account_key","id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_address" ON "sign_in_attempts" USING btree ("address","create_time");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_time" ON "sign_in_attempts" USING btree ("create_time");