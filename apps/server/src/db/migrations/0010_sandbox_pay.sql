CREATE TABLE "sandbox_pay_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_pay_customers_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"declines_charges" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"request_digest" text,
	"session_id" text,
	"reference" text NOT NULL,
	"customer_reference" text NOT NULL,
	"payment_method_id" text,
	"amount_jpy" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_pay_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"reference" text NOT NULL,
	"amount_jpy" integer NOT NULL,
	"description" text NOT NULL,
	"customer_reference" text NOT NULL,
	"customer_email" text NOT NULL,
	"save_payment_method" boolean NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"form_token" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"card_declines_charges" boolean,
	"failure" text,
	"payment_id" text,
	"payment_method_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_pay_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_webhook_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"copy" integer NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox_pay_payment_methods" ADD CONSTRAINT "sandbox_pay_payment_methods_customer_id_sandbox_pay_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_pay_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_pay_payments" ADD CONSTRAINT "sandbox_pay_payments_session_id_sandbox_pay_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_pay_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_pay_payment_methods_customer_idx" ON "sandbox_pay_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_pay_sessions_open_idx" ON "sandbox_pay_sessions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_pay_webhook_outbox_event_copy_idx" ON "sandbox_pay_webhook_outbox" USING btree ("event_id","copy");--> statement-breakpoint
CREATE INDEX "sandbox_pay_webhook_outbox_due_idx" ON "sandbox_pay_webhook_outbox" USING btree ("due_at") WHERE "sandbox_pay_webhook_outbox"."delivered_at" is null and "sandbox_pay_webhook_outbox"."abandoned_at" is null;