import type { SiteMessages } from '../i18n/en';

/** The strings of the offline page in one language. */
type OfflineMessages = Pick<SiteMessages, 'site.name' | 'offline.title' | 'offline.text' | 'common.retry'>;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The offline page (dist/offline.html), which the service worker shows for a page load that found no network: one
 * section per site language, English shown and the others hidden until /offline.js shows the visitor's own (the
 * site's stored choice, else the browser's). "Try again" is a link to the page itself, so it works without script.
 * Self-contained: inline CSS (the CSP allows inline styles, not inline scripts), the favicon as its only image.
 */
export function offlinePageHtml(languages: Readonly<Record<string, OfflineMessages>>): string {
  const english = languages.en;
  if (!english) throw new Error('the offline page needs the English strings');
  const sections = Object.entries(languages)
    .map(
      ([code, messages]) => `<section lang="${code}" data-language="${code}"${code === 'en' ? '' : ' hidden'}>
      <h1>${escapeHtml(messages['offline.title'])}</h1>
      <p>${escapeHtml(messages['offline.text'])}</p>
      <a class="retry" href="">${escapeHtml(messages['common.retry'])}</a>
    </section>`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <meta name="theme-color" content="#0b1020" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escapeHtml(`${english['offline.title']} · ${english['site.name']}`)}</title>
    <style>
      html { color-scheme: dark; background: #0b1020; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box;
        color: #f9fafb; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.5; }
      main { max-width: 28rem; text-align: center; }
      img { width: 64px; height: 64px; }
      h1 { font-size: 1.5rem; margin: 16px 0 8px; }
      p { margin: 0 0 24px; color: #d1d5db; }
      .retry { display: inline-block; padding: 10px 20px; border-radius: 10px; background: #facc15; color: #111827;
        font-weight: 600; text-decoration: none; }
      .retry:focus-visible { outline: 3px solid #facc15; outline-offset: 2px; }
      [hidden] { display: none; }
    </style>
  </head>
  <body>
    <main>
    <img src="/favicon.svg" alt="" />
    ${sections}
    </main>
    <script src="/offline.js" defer></script>
  </body>
</html>
`;
}
