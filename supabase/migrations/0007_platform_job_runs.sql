-- Scheduled jobs run on every instance's timer but take effect once per run (issue 18): the
-- instance that inserts the (job, run_key) row does the work; the others find it taken.
create table if not exists _app.job_runs (
  job text not null,
  run_key text not null,
  claimed_by text not null,
  claimed_at timestamptz not null default now(),
  finished_at timestamptz,
  outcome text,
  primary key (job, run_key)
);
revoke all on _app.job_runs from public;
