-- The local Stripe stand-in's state (src/dev/stripe). Only the stand-in reads or writes it,
-- and only in local mode; the API roles have no access to this schema.
create schema if not exists _dev_stripe;
revoke all on schema _dev_stripe from public;

-- Every Stripe object the stand-in made (customers, checkout and portal sessions,
-- subscriptions, invoices, payment methods, setup intents, events), as Stripe's JSON.
create table _dev_stripe.objects (
  id text primary key,
  object text not null,
  customer text,
  data jsonb not null,
  seq bigserial not null
);
create index objects_object_customer_idx on _dev_stripe.objects (object, customer, seq desc);

-- Idempotency-Key replay: the same key answers the same response, as Stripe does.
create table _dev_stripe.idempotency_keys (
  key text primary key,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null default now()
);

-- Webhook deliveries to the app, retried with back-off until the app answers 2xx.
create table _dev_stripe.webhook_deliveries (
  event_id text primary key,
  payload text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_error text,
  held boolean not null default false
);
