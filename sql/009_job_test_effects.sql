-- Pictor schema 009: no test table in production.
-- job_test_effects (001) holds the effects of the test-only job kind, which
-- only test builds have (make test-build); the test harness creates it
-- (t/lib/Pictor/Test.pm, start(test_jobs => 1)).
DROP TABLE IF EXISTS job_test_effects;
