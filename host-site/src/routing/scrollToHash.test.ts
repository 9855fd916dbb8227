import { SCROLL_GIVE_UP_MS, SCROLL_RETRY_MS, scrollToHash } from './scrollToHash';

describe('scroll to hash', () => {
  const scrolled = vi.fn();
  const original = Element.prototype.scrollIntoView;

  beforeEach(() => {
    vi.useFakeTimers();
    scrolled.mockClear();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    Element.prototype.scrollIntoView = original;
    document.body.replaceChildren();
  });

  const addSection = (id: string) => {
    const section = document.createElement('section');
    section.id = id;
    document.body.append(section);
  };

  it('scrolls at once to an element that exists', () => {
    addSection('faq');
    scrollToHash('#faq');
    expect(scrolled).toHaveBeenCalledWith('faq');
  });

  it('looks again every 200 ms and scrolls when the element appears', () => {
    scrollToHash('#bonus-terms');
    vi.advanceTimersByTime(SCROLL_RETRY_MS * 3);
    expect(scrolled).not.toHaveBeenCalled();
    addSection('bonus-terms');
    vi.advanceTimersByTime(SCROLL_RETRY_MS - 1);
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SCROLL_RETRY_MS * 5);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('gives up after 5 seconds', () => {
    scrollToHash('#late');
    vi.advanceTimersByTime(SCROLL_GIVE_UP_MS);
    addSection('late');
    vi.advanceTimersByTime(SCROLL_RETRY_MS * 10);
    expect(scrolled).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops looking when cancelled (the next navigation)', () => {
    const cancel = scrollToHash('#later');
    cancel();
    addSection('later');
    vi.advanceTimersByTime(SCROLL_RETRY_MS * 2);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('leaves the shortcut hashes to their handlers', () => {
    for (const id of ['sign-in', 'chat', 'sport', 'sport_live', 'deposit']) addSection(id);
    for (const hash of ['#sign-in', '#chat', '#sport', '#sport_live', '#deposit', '#']) scrollToHash(hash);
    vi.advanceTimersByTime(SCROLL_GIVE_UP_MS);
    expect(scrolled).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
