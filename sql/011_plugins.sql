-- Pictor schema 011: plugins (docs/API.md "Plugins").  The plugins
-- themselves are compiled in (shared/plugins/): these tables hold which
-- project has activated which, and what each project used, for the monthly
-- invoice.

-- One row while the plugin is active for the project: activating inserts
-- it (again: nothing changes), deactivating deletes it.  Delivery reads
-- the project's rows with the image, in the same query.
CREATE TABLE plugin_activations (
    project_id    BIGINT UNSIGNED NOT NULL,
    plugin        VARCHAR(32) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    activated_at  DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (project_id, plugin),
    CONSTRAINT plugin_activations_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id) ON DELETE CASCADE
) ENGINE=InnoDB;

-- Invocations per project, plugin, UTC month ('YYYY-MM') and unit price:
-- a render that ran a plugin adds one with INSERT ... ON DUPLICATE KEY
-- UPDATE invocations = invocations + 1, which the row lock makes exact
-- under concurrency.  The price is part of the key, so a price that
-- changes within a month gives a line item per price.  Billing history:
-- no cascade, a project that used plugins keeps its rows.
CREATE TABLE plugin_usage (
    project_id        BIGINT UNSIGNED NOT NULL,
    plugin            VARCHAR(32) CHARACTER SET ascii COLLATE ascii_bin
                      NOT NULL,
    month             CHAR(7) CHARACTER SET ascii NOT NULL,
    unit_price_cents  INT UNSIGNED NOT NULL,
    invocations       BIGINT UNSIGNED NOT NULL DEFAULT 0,
    PRIMARY KEY (project_id, month, plugin, unit_price_cents),
    CONSTRAINT plugin_usage_project_fk FOREIGN KEY (project_id)
        REFERENCES projects (id)
) ENGINE=InnoDB;
