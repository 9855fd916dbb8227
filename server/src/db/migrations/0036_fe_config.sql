-- The operator's front-end configuration (core.md §7, docs/configuration.md): one JSON value per name of the
-- contract's FE_CONFIG_SCHEMAS (GET /api/fe/config/{name}), plus `banners` (every banner with its texts per locale, the
-- source of banners-config). A name without a row answers its contract default. Values are checked by the contract on
-- write and again on read (a row that no longer parses is logged and the default answered).
create table fe_config (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null
);
