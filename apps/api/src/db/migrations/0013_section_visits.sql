CREATE TABLE "section_visits" (
	"user_id" uuid NOT NULL,
	"section" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_visits_user_id_section_pk" PRIMARY KEY("user_id","section")
);
--> statement-breakpoint
ALTER TABLE "section_visits" ADD CONSTRAINT "section_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;