CREATE TABLE "watch_positions" (
	"user_id" integer NOT NULL,
	"vod_id" integer NOT NULL,
	"seconds" double precision NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"resume_at" double precision,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_positions_user_id_vod_id_pk" PRIMARY KEY("user_id","vod_id")
);
--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_positions_rail_idx" ON "watch_positions" USING btree ("user_id","updated_at" DESC NULLS LAST) WHERE "watch_positions"."resume_at" is not null;