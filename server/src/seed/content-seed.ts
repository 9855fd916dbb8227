import { fileURLToPath } from 'node:url';
import { readContentDirectory } from '../cms/content-files';
import { type ContentImportReport, importContent } from '../cms/content-import';
import type { Queryable } from '../db/database';

/** The seeded CMS content (docs/cms.md): the Markdown of `server/content`. */
export const SEED_CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

/**
 * Imports the seeded content as `npm run content:import` would, adding only what is missing, so that an operator's
 * own import is never undone by a later start. Needs the locales.
 */
export async function seedContent(tx: Queryable, now: Date): Promise<ContentImportReport> {
  return importContent(tx, await readContentDirectory(SEED_CONTENT_DIR), now, { overwrite: false });
}
