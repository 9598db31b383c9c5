ALTER TABLE "sign_in_attempts" ADD COLUMN "source" varchar(100);--> statement-breakpoint
CREATE INDEX "sign_in_attempts_source" ON "sign_in_attempts" USING btree ("account_key","source");