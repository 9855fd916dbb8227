import { type SwRequest, swRouteOf } from './swRoutes';

const ORIGIN = 'https://casino.example';

const request = (path: string, overrides: Partial<SwRequest> = {}): SwRequest => ({
  method: 'GET',
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  mode: 'cors',
  destination: '',
  ...overrides,
});

describe('swRouteOf', () => {
  it.each([
    '/api/player',
    '/api/games?category=top',
    '/api/cms/pages/terms',
    '/api',
    '/jam/ticker',
    '/ws',
    '/dev/mailbox',
    '/messages/1',
    '/check-email',
    '/cdn/widgets.js',
    '/sw.js',
  ])('never handles %s, whatever it asks for', (path) => {
    expect(swRouteOf(request(path), ORIGIN)).toBe('network');
    expect(swRouteOf(request(path, { destination: 'image' }), ORIGIN)).toBe('network');
    expect(swRouteOf(request(path, { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe('network');
  });

  it.each(['/embed/login', '/embed', '/slot/netent/starburst'])('leaves the frame page %s to the browser', (path) => {
    expect(swRouteOf(request(path, { mode: 'navigate', destination: 'iframe' }), ORIGIN)).toBe('network');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('never handles a %s request, even of a cached file', (method) => {
    expect(swRouteOf(request('/assets/main-abc123.js', { method }), ORIGIN)).toBe('network');
    expect(swRouteOf(request('/', { method, mode: 'navigate' }), ORIGIN)).toBe('network');
  });

  it('never handles another origin', () => {
    expect(swRouteOf(request('https://cdn.example/assets/x-1.js'), ORIGIN)).toBe('network');
    expect(swRouteOf(request('https://chat.example/', { mode: 'navigate' }), ORIGIN)).toBe('network');
  });

  it('sends page loads to the network first', () => {
    for (const path of ['/', '/pokies/all', '/profile', '/terms-and-conditions?locale=de'])
      expect(swRouteOf(request(path, { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe('navigation');
  });

  it('serves hashed build files and images from the cache first', () => {
    expect(swRouteOf(request('/assets/main-CiV2WJ9K.js', { destination: 'script' }), ORIGIN)).toBe('static');
    expect(swRouteOf(request('/assets/main-D1.css', { destination: 'style' }), ORIGIN)).toBe('static');
    expect(swRouteOf(request('/icons/icon-192.png', { destination: 'image' }), ORIGIN)).toBe('static');
    expect(swRouteOf(request('/games/art/netent/starburst.svg', { destination: 'image' }), ORIGIN)).toBe('static');
  });

  it('leaves other files, and files asked for with a query, to the browser', () => {
    expect(swRouteOf(request('/manifest.webmanifest', { destination: 'manifest' }), ORIGIN)).toBe('network');
    expect(swRouteOf(request('/robots.txt'), ORIGIN)).toBe('network');
    expect(swRouteOf(request('/sitemap.xml'), ORIGIN)).toBe('network');
    expect(swRouteOf(request('/games/art/a/b.svg?v=2', { destination: 'image' }), ORIGIN)).toBe('network');
  });
});
