CREATE TABLE "timed_previews" (
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "timed_previews_user_id_content_type_content_id_period_pk" PRIMARY KEY("user_id","content_type","content_id","period")
);
--> statement-breakpoint
ALTER TABLE "timed_previews" ADD CONSTRAINT "timed_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_ended_idx" ON "sessions" USING btree ("ended_at") WHERE "sessions"."ended_at" is not null;