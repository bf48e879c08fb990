CREATE TABLE "site_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "structure_takeovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"super_admin_id" uuid,
	"super_admin_name" text NOT NULL,
	"super_admin_email" text NOT NULL,
	"previous_structure_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "structure_takeovers" ADD CONSTRAINT "structure_takeovers_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_takeovers" ADD CONSTRAINT "structure_takeovers_super_admin_id_users_id_fk" FOREIGN KEY ("super_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_takeovers" ADD CONSTRAINT "structure_takeovers_previous_structure_id_structures_id_fk" FOREIGN KEY ("previous_structure_id") REFERENCES "public"."structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_contents_type_language_uq" ON "site_contents" USING btree ("type","language");--> statement-breakpoint
CREATE INDEX "structure_takeovers_structure_idx" ON "structure_takeovers" USING btree ("structure_id","created_at");--> statement-breakpoint
CREATE INDEX "structure_takeovers_super_admin_idx" ON "structure_takeovers" USING btree ("super_admin_id");