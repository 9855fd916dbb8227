import { createFixtureCasino } from '../testing';
import { cmsOf } from './cms-of';
import { cmsPageJson } from './page-json';

describe('the CMS module (core.md §3, §7)', () => {
  it('lists the pages of the casino locale with l= and again when the locale changes', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const cms = cmsOf(casino);
    expect(cmsOf(casino)).toBe(cms);
    await cms.pages.ensure();
    expect(cms.pages.data.value.find((page) => page.slug === 'terms-and-conditions')?.title).toBe(
      'Terms and conditions',
    );
    await casino.setLocale('de');
    await vi.waitFor(() =>
      expect(cms.pages.data.value.find((page) => page.slug === 'terms-and-conditions')?.title).toBe(
        'Allgemeine Geschäftsbedingungen',
      ),
    );
    expect(platform.requests.filter((r) => r.route === 'cmsPages').map((r) => r.query.get('l'))).toEqual(['en', 'de']);
  });

  it('reads a page by slug or id, in the licence variant, and answers null for a missing one', async () => {
    const { casino } = createFixtureCasino({ licence: 'EE' });
    await casino.start();
    const cms = cmsOf(casino);
    const terms = cms.page.get('terms-and-conditions');
    await terms.ensure();
    expect(terms.data.value).toMatchObject({ slug: 'terms-and-conditions', variant: 'EE' });
    const byId = cms.page.get('2');
    await byId.ensure();
    expect(byId.data.value?.slug).toBe('responsible-gaming');
    const missing = cms.page.get('no-such-page');
    await missing.ensure();
    expect(missing.status.value).toBe('ready');
    expect(missing.data.value).toBeNull();
  });

  it('loads the snippets and files of the locale', async () => {
    const { casino } = createFixtureCasino({ locale: 'de' });
    await casino.start();
    const cms = cmsOf(casino);
    await Promise.all([cms.snippets.ensure(), cms.files.ensure()]);
    expect(cms.snippets.data.value.find((snippet) => snippet.id === 'copyright')?.content).toContain('vorbehalten');
    expect(cms.files.data.value[0]?.content_type).toBe('application/pdf');
  });

  it("reads the JSON of a page's blocks, and nothing from text that is not an object", () => {
    const blocks = { title: '', description: '', keywords: '', 'content-main': '' };
    expect(cmsPageJson({ blocks: { ...blocks, json: '{"image":"/a.svg"}' } })).toEqual({ image: '/a.svg' });
    expect(cmsPageJson({ blocks: { ...blocks, json: '[1]' } })).toEqual({});
    expect(cmsPageJson({ blocks: { ...blocks, json: 'not json' } })).toEqual({});
    expect(cmsPageJson({ blocks: { ...blocks, json: '' } })).toEqual({});
  });
});
