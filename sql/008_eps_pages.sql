-- Pictor schema 008: an EPS's page count may be unknown.
-- frames NULL: not known yet, for an EPS whose header has no %%Pages until
-- pictord has rasterized it and counted.  Delivery refuses a page past a
-- known count before it runs ghostscript; an unknown one is bounded by
-- pictor_eps_max_pages.

ALTER TABLE images MODIFY frames INT UNSIGNED NULL DEFAULT 1;

-- EPS stored before this said 1 for "not in the header": an EPS's count is
-- its pages pictord made, or unknown until it has.
UPDATE images p SET frames = NULLIF((SELECT COUNT(*) FROM images d
    WHERE d.source_asset_id = p.id
    AND (d.derivation_type = 'rasterized'
         OR d.derivation_type LIKE 'page-%')), 0)
    WHERE p.format = 'eps';
