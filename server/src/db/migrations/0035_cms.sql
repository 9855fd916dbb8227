-- The CMS of core.md §3 and §7 (docs/cms.md): pages with their path, categories, visibility, blocks and settings,
-- licence variants (a row whose slug is `name/AU` or `name/EE` stands in for `name` for those visitors), a page id
-- shared by the translations and variants of a slug, snippets and files. Every HTML column holds sanitised HTML.

create table cms_page_ids (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,99}$')
);

insert into cms_page_ids (slug) select distinct slug from cms_pages order by slug;

alter table cms_pages drop constraint cms_pages_slug_check;
alter table cms_pages add constraint cms_pages_slug_check check (slug ~ '^[a-z0-9][a-z0-9-]{0,99}(/(AU|EE))?$');

alter table cms_pages
  add column page_slug text generated always as (split_part(slug, '/', 1)) stored
    references cms_page_ids (slug),
  add column path text check (path ~ '^/[a-z0-9/-]*$'),
  add column layout text not null default 'default',
  add column categories text[] not null default '{}',
  add column hidden boolean not null default false,
  add column seo_title text not null default '',
  add column description text not null default '',
  add column keywords text not null default '',
  add column json text not null default '{}',
  add column content_main_html text not null default '',
  add column meta jsonb not null
    default '{"mainContent": true, "json": {"variables": {}}, "deposit": false, "skin": null}',
  add column published_at timestamptz;

-- the pages before this migration are the Rocket Mart's read-more texts: shown inside its page, never on their own
update cms_pages set path = '/' || slug, hidden = true, published_at = updated_at;
alter table cms_pages alter column path set not null, alter column published_at set not null;

create index cms_pages_by_page_slug on cms_pages (page_slug);

create table cms_snippets (
  key text not null check (key ~ '^[a-z0-9][a-z0-9-]{0,63}(/[A-Za-z0-9-]{1,32})?$'),
  locale text not null references locales (code),
  categories text[] not null default '{}',
  content_html text not null,
  updated_at timestamptz not null,
  primary key (key, locale)
);

create table cms_files (
  id integer generated always as identity primary key,
  name text not null check (name ~ '^[a-z0-9][a-z0-9._-]{0,127}$'),
  locale text not null references locales (code),
  url text not null check (url ~ '^(/|https://)'),
  content_type text not null check (content_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
  categories text[] not null default '{}',
  description text not null default '',
  updated_at timestamptz not null,
  unique (name, locale)
);
