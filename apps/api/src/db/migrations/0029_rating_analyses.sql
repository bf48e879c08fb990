CREATE TABLE "rating_analyses" (
	"rating_id" uuid PRIMARY KEY NOT NULL,
	"structure_id" uuid NOT NULL,
	"engine" text NOT NULL,
	"text_hash" text NOT NULL,
	"sentiment" text NOT NULL,
	"score" real NOT NULL,
	"language" text,
	"topics" jsonb NOT NULL,
	"summary" text,
	"summary_language" text,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rating_analyses" ADD CONSTRAINT "rating_analyses_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_analyses" ADD CONSTRAINT "rating_analyses_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_analyses_structure_idx" ON "rating_analyses" USING btree ("structure_id");