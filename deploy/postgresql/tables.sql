-- Per-table settings for the tables rewritten on every signed-in request (docs/capacity.md
-- "Autovacuum"). Run once after the first start has applied the migrations, as the owner:
--   psql "$DATABASE_URL" -f deploy/postgresql/tables.sql
-- Their dead rows are vacuumed when 2 % of the table changed, not the default 20 %.
ALTER TABLE session_tokens SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
ALTER TABLE sessions SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
ALTER TABLE rate_limit_buckets SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
ALTER TABLE liveness_attempts SET (autovacuum_vacuum_scale_factor = 0.02);
ALTER TABLE video_room_members SET (autovacuum_vacuum_scale_factor = 0.02);
ALTER TABLE video_signal_relay SET (autovacuum_vacuum_scale_factor = 0.02);
-- Written by triggers on every change of an act and pruned by the server processes every few
-- seconds (src-server/acts/act-list-totals.ts).
ALTER TABLE person_act_changes SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
