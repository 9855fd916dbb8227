import { backgroundOf, MAIN_PAGE, popupStateOver } from './background';

describe('popup background', () => {
  it('reads a background page from history state and ignores anything else', () => {
    const page = { pathname: '/profile', search: '?a=1', hash: '' };
    expect(backgroundOf({ background: { ...page, key: 'x' } })).toEqual(page);
    expect(backgroundOf(null)).toBeNull();
    expect(backgroundOf('text')).toBeNull();
    expect(backgroundOf({ background: { pathname: 'https://evil.test', search: '', hash: '' } })).toBeNull();
    expect(backgroundOf({ background: { pathname: '/x', search: 1, hash: '' } })).toBeNull();
  });

  it('opens a popup over the current page, or over the page under the current popup', () => {
    const page = { pathname: '/profile', search: '', hash: '' };
    expect(popupStateOver({ ...page, state: null }, false)).toEqual({ background: page });
    expect(popupStateOver({ pathname: '/sign-in', search: '', hash: '', state: { background: page } }, true)).toEqual({
      background: page,
    });
    expect(popupStateOver({ pathname: '/sign-in', search: '', hash: '', state: null }, true)).toEqual({
      background: MAIN_PAGE,
    });
  });
});
