CREATE TABLE "permission_catalog" (
	"area" varchar(60) NOT NULL,
	"action" varchar(40) NOT NULL,
	CONSTRAINT "permission_catalog_area_action" PRIMARY KEY("area","action")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"area" varchar(60) NOT NULL,
	"action" varchar(40) NOT NULL,
	CONSTRAINT "role_permissions_role_area_action" PRIMARY KEY("role_id","area","action")
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;