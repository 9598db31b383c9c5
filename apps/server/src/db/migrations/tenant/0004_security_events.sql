CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"channel" varchar(10),
	"user_id" integer,
	"actor_user_id" integer,
	"identifier" varchar(254),
	"address" varchar(64),
	"user_agent" varchar(300),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_time" ON "security_events" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "security_events_user" ON "security_events" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "security_events_kind" ON "security_events" USING btree ("kind","create_time");