CREATE TABLE "link_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" varchar(500) NOT NULL,
	"position" integer NOT NULL,
	"target_component" varchar(50) NOT NULL,
	"target_payload" text NOT NULL,
	"link_group_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_window" CHECK ("links"."start_date" IS NULL OR "links"."end_date" IS NULL OR "links"."start_date" <= "links"."end_date")
);
--> statement-breakpoint
CREATE TABLE "user_menu_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"device_type" varchar(20) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"position" integer NOT NULL,
	"icon" varchar(100) NOT NULL,
	"target_component" varchar(50) NOT NULL,
	"target_payload" text NOT NULL,
	"background_color" varchar(7),
	"start_date" date,
	"end_date" date,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_window" CHECK ("menus"."start_date" IS NULL OR "menus"."end_date" IS NULL OR "menus"."start_date" <= "menus"."end_date")
);
--> statement-breakpoint
ALTER TABLE "link_roles" ADD CONSTRAINT "link_roles_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_roles" ADD CONSTRAINT "link_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_link_group_id_link_groups_id_fk" FOREIGN KEY ("link_group_id") REFERENCES "public"."link_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menu_devices" ADD CONSTRAINT "user_menu_devices_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_roles" ADD CONSTRAINT "menu_roles_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_roles" ADD CONSTRAINT "menu_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_roles_link_role" ON "link_roles" USING btree ("link_id","role_id");--> statement-breakpoint
CREATE INDEX "link_roles_role" ON "link_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "links_group_position" ON "links" USING btree ("link_group_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_menu_devices_menu_device" ON "user_menu_devices" USING btree ("menu_id","device_type");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_roles_menu_role" ON "menu_roles" USING btree ("menu_id","role_id");--> statement-breakpoint
CREATE INDEX "menu_roles_role" ON "menu_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "menus_position" ON "menus" USING btree ("position","id");