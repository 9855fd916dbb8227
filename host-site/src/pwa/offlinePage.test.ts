import de from '../i18n/de';
import en from '../i18n/en';
import { offlinePageHtml } from './offlinePage';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('offlinePageHtml', () => {
  it('has a section per language, English shown, each with its heading, text and a retry link to the page', () => {
    const page = parse(offlinePageHtml({ en, de }));
    const sections = [...page.querySelectorAll('section')];
    expect(sections.map((section) => [section.lang, section.hidden])).toEqual([
      ['en', false],
      ['de', true],
    ]);
    expect(sections[1]?.querySelector('h1')?.textContent).toBe(de['offline.title']);
    expect(sections[1]?.querySelector('p')?.textContent).toBe(de['offline.text']);
    const retry = sections[0]?.querySelector('a');
    expect(retry?.textContent).toBe(en['common.retry']);
    expect(retry?.getAttribute('href')).toBe('');
    expect(page.title).toBe(`${en['offline.title']} · ${en['site.name']}`);
  });

  it('runs no inline script (the CSP allows none) and escapes the strings', () => {
    const html = offlinePageHtml({ en: { ...en, 'offline.title': '<b>"Off" & on</b>' } });
    const page = parse(html);
    expect(page.querySelector('h1')?.textContent).toBe('<b>"Off" & on</b>');
    expect(page.querySelector('b')).toBeNull();
    expect([...page.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.text])).toEqual([
      ['/offline.js', ''],
    ]);
  });
});
