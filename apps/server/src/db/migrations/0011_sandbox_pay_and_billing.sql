CREATE SEQUENCE "public"."payment_receipt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"code" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"usable_until" timestamp with time zone,
	"used_at" timestamp with time zone,
	"order_id" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'purchase' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"service_id" integer NOT NULL,
	"pass" text NOT NULL,
	"period" text NOT NULL,
	"list_price_jpy" integer NOT NULL,
	"discount_jpy" integer NOT NULL,
	"amount_jpy" integer NOT NULL,
	"member_coupon_id" integer,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"failure" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" integer,
	"order_id" text,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"service_id" integer NOT NULL,
	"pass" text NOT NULL,
	"period" text NOT NULL,
	"amount_jpy" integer NOT NULL,
	"tax_jpy" integer NOT NULL,
	"receipt_no" text,
	"payment_method_id" integer,
	"card_brand" text,
	"card_last4" text,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"failure" text,
	"idempotency_key" text NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"title" jsonb NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"pass" text,
	"code_type" text NOT NULL,
	"code" text,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"usable_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"pass_before" text,
	"pass_after" text NOT NULL,
	"period_before" text,
	"period_after" text NOT NULL,
	"period_end_before" timestamp with time zone,
	"period_end_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "users" ADD COLUMN "purchase_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_pass" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_period" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_remaining_ms" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_pay_payment_methods" ADD CONSTRAINT "sandbox_pay_payment_methods_customer_id_sandbox_pay_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_pay_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_pay_payments" ADD CONSTRAINT "sandbox_pay_payments_session_id_sandbox_pay_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_pay_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_member_promotion_key" ON "member_coupons" USING btree ("user_id","promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_session_key" ON "orders" USING btree ("provider","checkout_session_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_provider_key" ON "payment_methods" USING btree ("provider","provider_method_id");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_no_key" ON "payments" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("lease_until") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "promotion_codes_promotion_idx" ON "promotion_codes" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_pay_payment_methods_customer_idx" ON "sandbox_pay_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_pay_sessions_open_idx" ON "sandbox_pay_sessions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_pay_webhook_outbox_event_copy_idx" ON "sandbox_pay_webhook_outbox" USING btree ("event_id","copy");--> statement-breakpoint
CREATE INDEX "sandbox_pay_webhook_outbox_due_idx" ON "sandbox_pay_webhook_outbox" USING btree ("due_at") WHERE "sandbox_pay_webhook_outbox"."delivered_at" is null and "sandbox_pay_webhook_outbox"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("period_end");
--> statement-breakpoint
-- The subscription history is append-only: a row, once written, is never changed or removed.
CREATE FUNCTION "subscription_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'subscription_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_events_no_update_delete" BEFORE UPDATE OR DELETE ON "subscription_events" FOR EACH ROW EXECUTE FUNCTION "subscription_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "subscription_events_no_truncate" BEFORE TRUNCATE ON "subscription_events" FOR EACH STATEMENT EXECUTE FUNCTION "subscription_events_append_only"();
