import { type CmsCasino, type CmsModule, createCms } from './cms';

const modules = new WeakMap<CmsCasino, CmsModule>();

/** The CMS module of a casino, made on first use and shared from then on by every page, menu and footer of it. */
export function cmsOf(casino: CmsCasino): CmsModule {
  const known = modules.get(casino);
  if (known) return known;
  const made = createCms(casino);
  modules.set(casino, made);
  return made;
}
