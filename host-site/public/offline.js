// The offline page's one script (host-site/src/pwa/offlinePage.ts): shows the section in the visitor's language —
// the site's stored choice (the SDK's `casino.locale`), else the first of the browser's languages the page has.
(() => {
  const sections = Array.from(document.querySelectorAll('section[data-language]'));
  const has = (code) => sections.some((section) => section.dataset.language === code);
  let stored = null;
  try {
    stored = window.localStorage.getItem('casino.locale');
  } catch {
    // storage blocked: the browser's languages decide
  }
  const wanted = [stored, ...navigator.languages]
    .filter(Boolean)
    .map((code) => code.split('-')[0].toLowerCase())
    .map((code) => (code === 'nb' || code === 'nn' ? 'no' : code));
  const language = wanted.find(has);
  if (!language) return;
  for (const section of sections) section.hidden = section.dataset.language !== language;
  document.documentElement.lang = language;
  const heading = sections.find((section) => !section.hidden)?.querySelector('h1');
  if (heading) document.title = `${heading.textContent} · ${document.title.split(' · ').pop()}`;
})();
