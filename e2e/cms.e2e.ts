import type { Browser, BrowserContext } from '@playwright/test';
import { CASINO_ORIGIN, expect, signInOnSite, snap, test } from './fixtures';

/** The legal and help pages of the footer, by locale: the title each opens with (server/content). */
const FOOTER_PAGES = {
  en: {
    '/terms-and-conditions': 'Terms and conditions',
    '/privacy-policy': 'Privacy policy',
    '/cookie-policy': 'Cookie policy',
    '/general-rules': 'General rules',
    '/bonus-terms': 'Bonus terms',
    '/about': 'About us',
    '/responsible-gaming': 'Responsible gaming',
    '/faq': 'Frequently asked questions',
    '/payments': 'Payment methods',
    '/benefits-of-crypto': 'Benefits of crypto',
  },
  de: {
    '/terms-and-conditions': 'Allgemeine Geschäftsbedingungen',
    '/privacy-policy': 'Datenschutzerklärung',
    '/cookie-policy': 'Cookie-Richtlinie',
    '/general-rules': 'Allgemeine Regeln',
    '/bonus-terms': 'Bonusbedingungen',
    '/about': 'Über uns',
    '/responsible-gaming': 'Verantwortungsvolles Spielen',
    '/faq': 'Häufige Fragen',
    '/payments': 'Zahlungsmethoden',
    '/benefits-of-crypto': 'Vorteile von Krypto',
  },
} as const;

/** A browser context in `locale` that has accepted cookies (the notice would cover the footer), optionally in Australia. */
async function visitor(
  browser: Browser,
  locale: string,
  headers: Record<string, string> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  await context.addCookies([{ name: 'cookies_accepted', value: '1', url: CASINO_ORIGIN }]);
  await context.addInitScript((code) => localStorage.setItem('casino.locale', code), locale);
  return context;
}

test('every legal page opens from the footer in English and German', async ({ browser }, testInfo) => {
  for (const [locale, pages] of Object.entries(FOOTER_PAGES)) {
    const context = await visitor(browser, locale);
    const page = await context.newPage();
    try {
      await page.goto('/');
      for (const [path, title] of Object.entries(pages)) {
        const footer = page.getByRole('contentinfo');
        // the responsible-gaming link is also beside the age badge; both lead to the same page
        await footer.getByRole('link', { name: title, exact: true }).first().click();
        await expect(page).toHaveURL(path);
        const article = page.getByRole('article', { name: title });
        await expect(article).toBeVisible();
        await expect(article).toHaveAttribute('lang', locale);
        await expect(article.locator('.cms-page__content h2, .cms-page__content p').first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(title));
      }
      await snap(page, testInfo, `cms-01-benefits-of-crypto-${locale}`);
    } finally {
      await context.close();
    }
  }
});

test('a licence variant shows for an EE player and for a visitor in Australia', async ({ browser, page }, testInfo) => {
  await signInOnSite(page, 'ee@casino.test');
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('article', { name: 'Terms and conditions (Estonia)' })).toContainText('21 years old');

  const context = await visitor(browser, 'en', { 'X-Country-Code': 'AU' });
  const australian = await context.newPage();
  try {
    await australian.goto('/responsible-gaming');
    await australian
      .getByRole('dialog', { name: 'Notice for players in Australia' })
      .getByRole('button', { name: 'I confirm' })
      .click();
    const article = australian.getByRole('article', { name: 'Responsible gaming (Australia)' });
    await expect(article).toContainText('1800 858 858');
    await snap(australian, testInfo, 'cms-02-responsible-gaming-au');
  } finally {
    await context.close();
  }
});

test('the news list shows six articles a page and pages on to the rest', async ({ page }, testInfo) => {
  await page.context().addCookies([{ name: 'cookies_accepted', value: '1', url: CASINO_ORIGIN }]);
  await page.goto('/news');
  const cards = page.locator('.cms-cards > li');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Golden Rocket jackpot won');
  await snap(page, testInfo, 'cms-03-news');
  const paging = page.getByRole('navigation', { name: 'News pages' });
  await paging.getByRole('link', { name: 'Older articles' }).click();
  await expect(page).toHaveURL('/news?page=2');
  await expect(cards).toHaveCount(2);
  await expect(paging.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Tether and dogecoin wallets added' }).click();
  await expect(page).toHaveURL('/news/crypto-wallets');
  await expect(page.getByRole('article', { name: 'Tether and dogecoin wallets added' })).toContainText('USDT');
});
