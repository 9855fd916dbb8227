import { describe, expect, it } from 'vitest';
import { featureFlagValue } from './feature-flags';
import { isPageOn, pageFlag, pageSlugOf } from './pages-config';

describe('pages config', () => {
  const config = { promotions: false, awards: true };

  it('turns a page off for players and guests, never for testers', () => {
    expect(isPageOn(config, 'promotions', [])).toBe(false);
    expect(isPageOn(config, 'promotions', [257])).toBe(false);
    expect(isPageOn(config, 'promotions', [21])).toBe(true);
    expect(isPageOn(config, 'awards', [])).toBe(true);
    expect(isPageOn(config, 'news', [])).toBe(true);
  });

  it("lets a tester's override win for him only", () => {
    const overrides = { [pageFlag('awards')]: false, [pageFlag('promotions')]: true };
    expect(isPageOn(config, 'awards', [21], overrides)).toBe(false);
    expect(isPageOn(config, 'awards', [257], overrides)).toBe(true);
    expect(isPageOn(config, 'promotions', [], overrides)).toBe(false);
  });

  it('switches a path by its first segment', () => {
    expect(pageSlugOf('/promotions/summer')).toBe('promotions');
    expect(pageSlugOf('/')).toBe('');
  });

  it('gives testers every page flag on but other flags as the server has them', () => {
    expect(featureFlagValue(false, undefined, [21])).toBe(true);
    expect(featureFlagValue(false, undefined, [21], false)).toBe(false);
    expect(featureFlagValue(true, false, [21], false)).toBe(false);
    expect(featureFlagValue(false, true, [5])).toBe(false);
  });
});
