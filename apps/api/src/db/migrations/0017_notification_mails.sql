CREATE TABLE "notification_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_mails_waiting_idx" ON "notification_mails" USING btree ("user_id","structure_id","created_at") WHERE "notification_mails"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "notification_mails_mailed_idx" ON "notification_mails" USING btree ("user_id","mailed_at") WHERE "notification_mails"."mailed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_mails_subject_uq" ON "notification_mails" USING btree ("user_id","kind","subject_id");