-- Pictor schema 024: GET /api/{p}/migrations lists a project's latest
-- migrations of both kinds, newest first (docs/API.md "Migrations").
-- migrations_project (project_id, type, created_at) orders within one
-- kind only; this index gives the project's migrations in time order, so
-- the latest are read backwards and the LIMIT stops the read.

ALTER TABLE migrations
    ADD INDEX migrations_recent (project_id, created_at);
