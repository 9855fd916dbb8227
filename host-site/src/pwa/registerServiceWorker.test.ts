import { registerServiceWorker } from './registerServiceWorker';

describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));

  beforeEach(() => {
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    window.history.replaceState(null, '', '/');
  });

  it('registers /sw.js for the whole site in a production build', () => {
    window.history.replaceState(null, '', '/pokies/all');
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers nothing in a development build', () => {
    registerServiceWorker(false);
    expect(register).not.toHaveBeenCalled();
  });

  it.each(['/embed/login', '/embed', '/embed/x/y'])('registers nothing in the embed frame %s', (path) => {
    window.history.replaceState(null, '', path);
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });
});
