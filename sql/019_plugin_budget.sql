-- Pictor schema 019: a monthly plugin budget per project (docs/PLUGINS.md,
-- "Budget").  Delivery is anonymous, so anyone can ask for endless
-- distinct plugin URLs; the budget bounds what they cost the project.
-- NULL is no budget: projects that exist keep none, new ones start with
-- 1000 cents (10.00) a month, which the owner changes in the settings.
ALTER TABLE projects
    ADD COLUMN plugin_monthly_budget_cents BIGINT UNSIGNED NULL DEFAULT NULL;
ALTER TABLE projects
    ALTER COLUMN plugin_monthly_budget_cents SET DEFAULT 1000;

-- What each month's plugin renders have spent, reserved before the render
-- by one conditional UPDATE (spent + cost <= budget), so the budget is
-- exact across workers and nodes whatever the billing batches hold; a
-- render that fails gives its cost back.  Reconciled with plugin_usage
-- when a budget is set.
CREATE TABLE plugin_budget_spend (
    project_id   BIGINT UNSIGNED NOT NULL,
    month        CHAR(7) CHARACTER SET ascii NOT NULL,
    spent_cents  BIGINT UNSIGNED NOT NULL DEFAULT 0,
    PRIMARY KEY (project_id, month),
    CONSTRAINT plugin_budget_spend_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB;
