import { type ExampleServers, serveExamples } from './serve.mjs';

describe('serveExamples', () => {
  let servers: ExampleServers;
  let urls: { partnerUrl: string; bettingUrl: string };

  beforeAll(async () => {
    servers = serveExamples({ casinoOrigin: 'http://casino.test:9000', partnerPort: 0, bettingPort: 0 });
    urls = await servers.ready;
  });
  afterAll(() => servers.close());

  it('serves the partner page with the casino origin in its script tag', async () => {
    const response = await fetch(`${urls.partnerUrl}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<script async src="http://casino.test:9000/cdn/loader.js"></script>');
    expect(html).toContain("casino('init',{baseUrl:'http://casino.test:9000',locale:'en'})");
    expect(html).toContain('<casino-login></casino-login>');
    expect(html).toContain('<casino-balance></casino-balance>');
    expect(html).not.toContain('%CASINO_ORIGIN%');
  });

  it('serves the betting site, which bridges the login and cashbox iframes', async () => {
    const html = await (await fetch(`${urls.bettingUrl}/index.html`)).text();
    expect(html).toContain("casino('bridge', iframe, frameHandlers(iframe");
    expect(html).toContain("casino('bridge', cashboxFrame, frameHandlers(cashboxFrame");
    expect(html).toContain('/embed/cashbox?parent=');
    expect(html).toContain("const casinoOrigin = 'http://casino.test:9000';");
    expect(html).toContain('/embed/login?parent=');
    expect(html).toContain('encodeURIComponent(window.location.origin)');
    expect(html).not.toContain('%CASINO_ORIGIN%');
  });

  it('serves each site its own stylesheet', async () => {
    const partnerCss = await fetch(`${urls.partnerUrl}/style.css`);
    const bettingCss = await (await fetch(`${urls.bettingUrl}/style.css`)).text();
    expect(partnerCss.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await partnerCss.text()).not.toBe(bettingCss);
  });

  it('answers 404 for files outside the folder and for types it does not serve', async () => {
    expect((await fetch(`${urls.partnerUrl}/package.json`)).status).toBe(404);
    expect((await fetch(`${urls.partnerUrl}/..%2fserve.mjs`)).status).toBe(404);
    expect((await fetch(`${urls.partnerUrl}/..%2fbetting-site%2findex.html`)).status).toBe(404);
    expect((await fetch(`${urls.bettingUrl}/missing.html`)).status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${urls.partnerUrl}/`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('reports a port in use with the variable that moves it', async () => {
    const port = Number(new URL(urls.partnerUrl).port);
    const clash = serveExamples({ partnerPort: port, bettingPort: 0 });
    await expect(clash.ready).rejects.toThrow(`Port ${port} for the partner page is in use`);
    await clash.close();
  });
});
