CREATE TABLE "guest_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "guest_sign_in_codes_email_idx" ON "guest_sign_in_codes" USING btree ("email","created_at");