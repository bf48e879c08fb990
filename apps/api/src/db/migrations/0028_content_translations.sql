CREATE TABLE "content_translations" (
	"structure_id" uuid NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"text" text,
	"origin" text NOT NULL,
	"engine" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_structure_id_source_language_target_language_source_hash_pk" PRIMARY KEY("structure_id","source_language","target_language","source_hash"),
	CONSTRAINT "content_translations_origin_check" CHECK ("content_translations"."origin" in ('human', 'machine', 'pending', 'none'))
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_translations_pending_idx" ON "content_translations" USING btree ("structure_id","target_language") WHERE "content_translations"."origin" = 'pending';