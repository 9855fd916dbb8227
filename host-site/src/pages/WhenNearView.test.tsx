import { act, render, screen } from '@testing-library/react';
import { WhenNearView } from './WhenNearView';

/** A stand-in for the browser's IntersectionObserver: the test says when the watched place comes near. */
class FakeObserver {
  static latest: FakeObserver | null = null;
  readonly options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.latest = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  come(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('WhenNearView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds the place empty until it comes within half a screen of the view, then shows and keeps the content', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <WhenNearView placeholderClassName="placeholder">
        <p>Row</p>
      </WhenNearView>,
    );
    expect(screen.queryByText('Row')).toBeNull();
    expect(container.querySelector('.placeholder')).not.toBeNull();
    const observer = FakeObserver.latest;
    expect(observer?.options?.rootMargin).toBe('50% 0px');
    act(() => observer?.come(false));
    expect(screen.queryByText('Row')).toBeNull();
    act(() => observer?.come(true));
    expect(screen.getByText('Row')).toBeInTheDocument();
    expect(container.querySelector('.placeholder')).toBeNull();
    expect(observer?.disconnected).toBe(true);
  });

  it('shows the content at once where the browser cannot tell what is near the view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearView placeholderClassName="placeholder">
        <p>Row</p>
      </WhenNearView>,
    );
    expect(await screen.findByText('Row')).toBeInTheDocument();
  });
});
