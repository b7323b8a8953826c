-- Billing (issue 12): webhook idempotency, the card on file for starter overage, and the
-- monthly close of a billing cycle. Everything here is written only by the server.

-- Each Stripe event is processed once: its id is recorded in the same transaction as its effect.
create table public.stripe_events (
  id text primary key,
  type text not null,
  processed_at timestamptz not null default now()
);
revoke all on public.stripe_events from anon, authenticated;
grant all on public.stripe_events to service_role;
alter table public.stripe_events enable row level security;
-- No policy on purpose: server-only (listed in the RLS catalog test).

-- The card a starter user saved through a setup-mode checkout; overage is only possible with one.
alter table public.profiles add column overage_payment_method_id text;

-- The monthly close: a cycle with overage is billed once through Stripe. The row is claimed
-- (status pending -> invoicing) before Stripe is called, so two closes never bill it twice.
-- Statuses: pending (open month) -> invoicing (claimed by a close) -> invoiced (sent to Stripe)
-- -> paid or failed (from the invoice's webhook); closed when there was nothing to bill.
alter table public.billing_cycles add column stripe_invoice_id text unique;

-- The checkout that bought a pack, so the success page can tell when its pack has arrived.
alter table public.additional_generations add column stripe_checkout_session_id text unique;
