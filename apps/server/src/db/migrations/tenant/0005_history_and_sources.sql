ALTER TABLE "announcement_users" DROP CONSTRAINT "announcement_users_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "disaster_user_responses" DROP CONSTRAINT "disaster_user_responses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "disaster_users" DROP CONSTRAINT "disaster_users_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "disclaimer_users" DROP CONSTRAINT "disclaimer_users_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source_kind" varchar(20);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "announcement_users" ADD CONSTRAINT "announcement_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaster_user_responses" ADD CONSTRAINT "disaster_user_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaster_users" ADD CONSTRAINT "disaster_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimer_users" ADD CONSTRAINT "disclaimer_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_source" ON "notifications" USING btree ("source_kind","source_id");