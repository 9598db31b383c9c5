-- UNLOGGED (by hand: Drizzle has no word for it): counts a crash may forget, written without the WAL
CREATE UNLOGGED TABLE "rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"granted" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "work_lanes" (
	"holder" uuid PRIMARY KEY NOT NULL,
	"tenant" varchar(63) NOT NULL,
	"running" boolean NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "work_lanes_tenant" ON "work_lanes" USING btree ("tenant","since");