import type { Casino } from '../casino';
import type { CmsFile, CmsPage, CmsPageSummary, CmsSnippet } from '../contract/cms';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import type { LazySchema, Schema } from '../http/schema';
import { createResource, type Resource } from '../resource/resource';
import { createResourceFamily, type ResourceFamily } from '../resource/resource-family';

/** What the CMS module uses of a casino (any `createCasino()` result has it). */
export type CmsCasino = Pick<Casino, 'http' | 'state' | 'events'>;

/**
 * The content of the site (core.md §3, §7): the pages list, the snippets and the files in the casino's locale, and
 * each page by slug or id. Everything reloads when the locale changes; a page also when the player signs in or out,
 * since the licence variant it is answered in follows the player.
 */
export interface CmsModule {
  /** GET /api/cms/pages?l=: every page without its content (menus, the footer, routes, the news list). */
  readonly pages: Resource<readonly CmsPageSummary[]>;
  /** GET /api/cms/snippets?l=: the short texts the shell places by key (contacts, copyright). */
  readonly snippets: Resource<readonly CmsSnippet[]>;
  /** GET /api/cms/files?l=: the documents and images content links to. */
  readonly files: Resource<readonly CmsFile[]>;
  /** GET /api/cms/pages/{slug or id}?l=: one page with its sanitised content; `null` when there is no such page. */
  readonly page: ResourceFamily<string, CmsPage | null>;
}

type CmsSchemas = typeof import('../contract/cms');
let schemas: Promise<CmsSchemas> | undefined;

/** The CMS schemas with zod, imported with the first request so that a page's first render carries neither. */
function cmsSchemas(): Promise<CmsSchemas> {
  schemas ??= import('../contract/cms').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

function lazySchema<S extends Schema>(pick: (module: CmsSchemas) => S): LazySchema<S> {
  return { load: () => cmsSchemas().then(pick) };
}

/** Null for a 404 (no page has that slug), the error otherwise. */
function missingAsNull(error: unknown): null {
  if (error instanceof CasinoHttpError && error.status === 404) return null;
  throw error;
}

/** Creates the CMS module of a casino; nothing loads until a page asks. */
export function createCms(casino: CmsCasino): CmsModule {
  const { http, events, state } = casino;
  const query = () => ({ query: { l: state.locale.value }, display: true });
  const pages = createResource<readonly CmsPageSummary[]>({
    load: () =>
      http.get(
        routePath('cmsPages'),
        lazySchema((module) => module.CmsPageList),
        query(),
      ),
    initial: [],
    events,
    reloadOn: ['locale'],
    clearOnSignOut: false,
  });
  const snippets = createResource<readonly CmsSnippet[]>({
    load: () =>
      http.get(
        routePath('cmsSnippets'),
        lazySchema((module) => module.CmsSnippetList),
        query(),
      ),
    initial: [],
    events,
    reloadOn: ['locale'],
    clearOnSignOut: false,
  });
  const files = createResource<readonly CmsFile[]>({
    load: () =>
      http.get(
        routePath('cmsFiles'),
        lazySchema((module) => module.CmsFileList),
        query(),
      ),
    initial: [],
    events,
    reloadOn: ['locale'],
    clearOnSignOut: false,
  });
  const page = createResourceFamily<string, CmsPage | null>({
    load: (slug) =>
      http
        .get(
          routePath('cmsPage', { slug }),
          lazySchema((module) => module.CmsPage),
          query(),
        )
        .catch(missingAsNull),
    keyOf: (slug) => slug,
    initial: null,
    events,
    reloadOn: ['locale', 'login', 'logout'],
    clearOnSignOut: false,
  });
  return { pages, snippets, files, page };
}
