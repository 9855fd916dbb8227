import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { sanitizeHtml } from './sanitize-html';

/** A page of a content directory in one locale and variant, ready to store (sanitised HTML). */
export interface ContentPage {
  file: string;
  slug: string;
  variant: 'AU' | 'EE' | null;
  locale: string;
  path: string;
  title: string;
  layout: string;
  categories: string[];
  hidden: boolean;
  seoTitle: string;
  description: string;
  keywords: string;
  json: string;
  contentMainHtml: string;
  contentHtml: string;
  meta: { mainContent: boolean; json: { variables: Record<string, string> }; deposit: boolean; skin: string | null };
  publishedAt: Date | null;
}

/** A snippet of a content directory in one locale (sanitised HTML). */
export interface ContentSnippet {
  file: string;
  key: string;
  locale: string;
  categories: string[];
  contentHtml: string;
}

/** A file entry of `files.yaml`. */
export interface ContentFile {
  file: string;
  name: string;
  locale: string;
  url: string;
  contentType: string;
  categories: string[];
  description: string;
}

/** Everything a content directory holds. */
export interface ContentSet {
  pages: ContentPage[];
  snippets: ContentSnippet[];
  files: ContentFile[];
}

/** A content file that cannot be imported: which file, which field, what is wrong. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`);
    this.name = 'ContentError';
  }
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const SNIPPET_KEY = /^[a-z0-9][a-z0-9-]{0,63}(\/[A-Za-z0-9-]{1,32})?$/;
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;
const PAGE_PATH = /^\/[a-z0-9/-]*$/;
const FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,127}$/;
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const PAGE_FIELDS = new Set([
  'slug',
  'title',
  'locale',
  'licence',
  'path',
  'layout',
  'categories',
  'hidden',
  'seo_title',
  'description',
  'keywords',
  'image',
  'json',
  'lead',
  'published_at',
  'deposit',
  'skin',
  'main_content',
  'variables',
]);
const SNIPPET_FIELDS = new Set(['key', 'locale', 'categories']);

/** Markdown to HTML (GitHub-flavoured, no raw-HTML trust: the sanitiser runs on the result). */
const markdown = new Marked({ gfm: true, async: false });

function toHtml(text: string): string {
  return sanitizeHtml(markdown.parse(text, { async: false }));
}

/** The files under `dir` ending in `extension`, relative, sorted; none when `dir` does not exist. */
async function filesUnder(dir: string, extension: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Front matter (a YAML mapping) and body of a Markdown file. */
function splitFrontMatter(file: string, text: string): { fields: Record<string, unknown>; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new ContentError(file, 'front matter', 'is missing (the file must start with a --- block)');
  let fields: unknown;
  try {
    fields = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new ContentError(file, 'front matter', `is not YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw new ContentError(file, 'front matter', 'is not a mapping of fields');
  return { fields: fields as Record<string, unknown>, body: match[2] ?? '' };
}

/** Reads the typed fields of one file's front matter, naming the file and field of the first wrong one. */
function fieldReader(file: string, fields: Record<string, unknown>, known: ReadonlySet<string>) {
  for (const name of Object.keys(fields)) if (!known.has(name)) throw new ContentError(file, name, 'is not a field');
  const text = (name: string, fallback?: string, pattern?: RegExp): string => {
    const value = fields[name] ?? fallback;
    if (value === undefined) throw new ContentError(file, name, 'is required');
    if (typeof value !== 'string') throw new ContentError(file, name, 'must be text');
    if (pattern && !pattern.test(value)) throw new ContentError(file, name, `must match ${pattern.source}`);
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const value = fields[name] ?? fallback;
    if (typeof value !== 'boolean') throw new ContentError(file, name, 'must be true or false');
    return value;
  };
  const list = (name: string): string[] => {
    const value = fields[name] ?? [];
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && SLUG.test(item)))
      throw new ContentError(file, name, 'must be a list of lower-case names');
    return value as string[];
  };
  return { text, flag, list };
}

/**
 * Where a page opens: `path` from the front matter, else `/news/{slug}` and `/promotions/{slug}` for those, `/awards`
 * for an award (they show together), else `/{slug}`.
 */
function defaultPath(slug: string, categories: readonly string[]): string {
  if (categories.includes('awards')) return '/awards';
  if (categories.includes('news')) return `/news/${slug}`;
  if (categories.includes('promotions')) return `/promotions/${slug}`;
  return `/${slug}`;
}

/** `name.AU.md` → `name` and its variant `AU`; `name.md` → `name`. */
function nameAndVariant(base: string): { name: string; variant: 'AU' | 'EE' | null } {
  const stem = base.replace(/\.md$/, '');
  const match = /^(.*)\.(AU|EE)$/i.exec(stem);
  if (!match) return { name: stem, variant: null };
  return { name: match[1] ?? '', variant: (match[2] ?? '').toUpperCase() === 'AU' ? 'AU' : 'EE' };
}

function readPage(file: string, text: string): ContentPage {
  const [, locale = '', ...rest] = file.split('/');
  const { fields, body } = splitFrontMatter(file, text);
  const field = fieldReader(file, fields, PAGE_FIELDS);
  const fromName = nameAndVariant(rest[rest.length - 1] ?? '');
  const slug = field.text('slug', fromName.name, SLUG);
  const variantText = fields.licence ?? fromName.variant ?? null;
  if (variantText !== null && variantText !== 'AU' && variantText !== 'EE')
    throw new ContentError(file, 'licence', 'must be AU or EE');
  const categories = field.list('categories');
  const image = fields.image;
  if (image !== undefined && (typeof image !== 'string' || !/^(\/|https:\/\/)/.test(image)))
    throw new ContentError(file, 'image', 'must be a path or an https address');
  const json = fields.json ?? {};
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new ContentError(file, 'json', 'must be a mapping');
  const variables = fields.variables ?? {};
  if (
    typeof variables !== 'object' ||
    variables === null ||
    Array.isArray(variables) ||
    !Object.values(variables).every((value) => typeof value === 'string')
  )
    throw new ContentError(file, 'variables', 'must be a mapping of texts');
  const published = fields.published_at;
  let publishedAt: Date | null = null;
  if (published !== undefined) {
    const date = published instanceof Date ? published : typeof published === 'string' ? new Date(published) : null;
    if (!date || Number.isNaN(date.getTime())) throw new ContentError(file, 'published_at', 'must be a date');
    publishedAt = date;
  }
  const skin = fields.skin ?? null;
  if (skin !== null && typeof skin !== 'string') throw new ContentError(file, 'skin', 'must be text');
  if (body.trim() === '') throw new ContentError(file, 'body', 'is empty');
  return {
    file,
    slug,
    variant: variantText,
    locale: field.text('locale', locale, LOCALE),
    path: field.text('path', defaultPath(slug, categories), PAGE_PATH),
    title: field.text('title').trim(),
    layout: field.text('layout', 'default', SLUG),
    categories,
    hidden: field.flag('hidden', false),
    seoTitle: field.text('seo_title', ''),
    description: field.text('description', ''),
    keywords: field.text('keywords', ''),
    json: JSON.stringify(image === undefined ? json : { ...json, image }),
    contentMainHtml: toHtml(field.text('lead', '')),
    contentHtml: toHtml(body),
    meta: {
      mainContent: field.flag('main_content', true),
      json: { variables: variables as Record<string, string> },
      deposit: field.flag('deposit', false),
      skin,
    },
    publishedAt,
  };
}

function readSnippet(file: string, text: string): ContentSnippet {
  const [, locale = '', ...rest] = file.split('/');
  const { fields, body } = splitFrontMatter(file, text);
  const field = fieldReader(file, fields, SNIPPET_FIELDS);
  const fromName = nameAndVariant(rest[rest.length - 1] ?? '');
  const named = fromName.variant === null ? fromName.name : `${fromName.name}/${fromName.variant}`;
  return {
    file,
    key: field.text('key', named, SNIPPET_KEY),
    locale: field.text('locale', locale, LOCALE),
    categories: field.list('categories'),
    contentHtml: toHtml(body),
  };
}

function readFiles(file: string, text: string): ContentFile[] {
  let entries: unknown;
  try {
    entries = parseYaml(text);
  } catch (error) {
    throw new ContentError(file, 'files', `is not YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (!Array.isArray(entries)) throw new ContentError(file, 'files', 'must be a list');
  return entries.map((entry, index) => {
    if (typeof entry !== 'object' || entry === null) throw new ContentError(file, `[${index}]`, 'must be a mapping');
    const at = `${file}[${index}]`;
    const field = fieldReader(
      at,
      entry as Record<string, unknown>,
      new Set(['name', 'locale', 'url', 'content_type', 'categories', 'description']),
    );
    return {
      file: at,
      name: field.text('name', undefined, FILE_NAME),
      locale: field.text('locale', 'en', LOCALE),
      url: field.text('url', undefined, /^(\/|https:\/\/)/),
      contentType: field.text('content_type', undefined, CONTENT_TYPE),
      categories: field.list('categories'),
      description: field.text('description', ''),
    };
  });
}

function rejectDuplicates<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  fileOf: (item: T) => string,
  field: string,
) {
  const seen = new Map<string, string>();
  for (const item of items) {
    const key = keyOf(item);
    const earlier = seen.get(key);
    if (earlier) throw new ContentError(fileOf(item), field, `${key} is also in ${earlier}`);
    seen.set(key, fileOf(item));
  }
}

/**
 * Reads a content directory (docs/cms.md): `pages/{locale}/**\/{slug}[.AU|.EE].md` and `snippets/{locale}/{key}.md`
 * (Markdown with YAML front matter) and `files.yaml`. Markdown becomes sanitised HTML. The first problem throws a
 * {@link ContentError} naming the file and the field, before anything is stored.
 */
export async function readContentDirectory(dir: string): Promise<ContentSet> {
  const pages: ContentPage[] = [];
  for (const file of await filesUnder(join(dir, 'pages'), '.md'))
    pages.push(readPage(`pages/${file}`, await readFile(join(dir, 'pages', file), 'utf8')));
  const snippets: ContentSnippet[] = [];
  for (const file of await filesUnder(join(dir, 'snippets'), '.md'))
    snippets.push(readSnippet(`snippets/${file}`, await readFile(join(dir, 'snippets', file), 'utf8')));
  let files: ContentFile[] = [];
  try {
    files = readFiles('files.yaml', await readFile(join(dir, 'files.yaml'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  rejectDuplicates(
    pages,
    (page) => `${page.slug}${page.variant ? `/${page.variant}` : ''} (${page.locale})`,
    (page) => page.file,
    'slug',
  );
  rejectDuplicates(
    snippets,
    (snippet) => `${snippet.key} (${snippet.locale})`,
    (snippet) => snippet.file,
    'key',
  );
  rejectDuplicates(
    files,
    (entry) => `${entry.name} (${entry.locale})`,
    (entry) => entry.file,
    'name',
  );
  return { pages, snippets, files };
}
