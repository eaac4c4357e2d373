CREATE TABLE "media_assets" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"ladder_id" text NOT NULL,
	"part" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_ladders" (
	"id" text PRIMARY KEY NOT NULL,
	"source_path" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_ladder_id_media_ladders_id_fk" FOREIGN KEY ("ladder_id") REFERENCES "public"."media_ladders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_ladder_idx" ON "media_assets" USING btree ("ladder_id");--> statement-breakpoint
CREATE INDEX "media_ladders_status_idx" ON "media_ladders" USING btree ("status","created_at");