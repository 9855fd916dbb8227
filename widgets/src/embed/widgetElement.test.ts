import { FIXTURE_PASSWORD } from '@casino/sdk/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import type { MockInstance } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { startEmbedRuntime } from '../../test/embedRuntime';
import { defineCasinoElements } from './defineCasinoElements';
import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { createWidgetElement } from './widgetElement';

function inShadow(element: Element) {
  const root = element.shadowRoot;
  if (!root) throw new Error(`<${element.localName}> has no open shadow root`);
  return within(root as unknown as HTMLElement);
}

function widgetRoot(element: Element): HTMLElement {
  const root = element.shadowRoot?.querySelector<HTMLElement>('.casino-widget');
  if (!root) throw new Error('the widget has not rendered yet');
  return root;
}

function place<K extends keyof HTMLElementTagNameMap>(html: string, tag: K): HTMLElementTagNameMap[K] {
  document.body.innerHTML = html;
  const element = document.querySelector(tag);
  if (!element) throw new Error(`no <${tag}> in ${html}`);
  return element;
}

describe('casino custom elements', () => {
  let errors: MockInstance<typeof console.error>;

  beforeAll(startEmbedRuntime);
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    document.body.replaceChildren();
    errors.mockRestore();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('renders the widget in an open shadow root that holds its own CSS', async () => {
    const element = place('<casino-login></casino-login>', 'casino-login');

    // The first widget of the file waits for the casino to start and the translations to load.
    expect(await inShadow(element).findByRole('heading', { name: 'Sign in' }, { timeout: 4000 })).toBeVisible();
    expect(element.shadowRoot?.querySelector('style')?.textContent).toContain('.casino-widget');
    expect(document.querySelector('.casino-widget')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
    await expectNoAxeViolations(widgetRoot(element));
  });

  it('reserves the widget’s size on the element before it renders', () => {
    const element = place('<casino-login></casino-login>', 'casino-login');
    const [sheet] = element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheet?.cssRules[0]?.cssText).toBe(':host { display: block; min-block-size: 404px; }');
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('renders the widget only once its element comes near the viewport', async () => {
    const observers: FakeIntersectionObserver[] = [];
    class FakeIntersectionObserver {
      targets: Element[] = [];
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets = [];
      }
    }
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    try {
      const element = place('<casino-login></casino-login>', 'casino-login');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(element.shadowRoot?.childNodes).toHaveLength(0);
      const [observer] = observers;
      expect(observer?.targets).toEqual([element]);
      expect(observer?.options?.rootMargin).toBe('100% 0px');

      const entry = { isIntersecting: true, target: element } as unknown as IntersectionObserverEntry;
      observer?.callback([entry], observer as unknown as IntersectionObserver);

      expect(await inShadow(element).findByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(observer?.targets).toEqual([]);
    } finally {
      Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    }
  });

  it('maps the appearance and theme attributes, and properties set from JS, onto the widget', async () => {
    const element = place(
      `<casino-balance appearance='{"theme":"dark","variables":{"colorPrimary":"#b00020"}}'></casino-balance>`,
      'casino-balance',
    );
    await waitFor(() => expect(widgetRoot(element)).toHaveAttribute('data-theme', 'dark'));
    expect(widgetRoot(element).style.getPropertyValue('--casino-color-primary')).toBe('#b00020');
    expect(element.appearance).toEqual({ theme: 'dark', variables: { colorPrimary: '#b00020' } });

    element.setAttribute('theme', 'light');
    await waitFor(() => expect(widgetRoot(element)).toHaveAttribute('data-theme', 'light'));

    element.appearance = { variables: { borderRadius: '0px' } };
    await waitFor(() => expect(widgetRoot(element).style.getPropertyValue('--casino-border-radius')).toBe('0px'));
    expect(widgetRoot(element)).toHaveAttribute('data-theme', 'light');
    expect(widgetRoot(element).style.getPropertyValue('--casino-color-primary')).not.toBe('#b00020');
  });

  it('reports an invalid attribute or property on the console and keeps the previous value', async () => {
    errors.mockImplementation(() => undefined);
    const element = place(`<casino-login appearance='{"theme":"dark"}'></casino-login>`, 'casino-login');
    await waitFor(() => expect(widgetRoot(element)).toHaveAttribute('data-theme', 'dark'));

    element.setAttribute('appearance', '{"theme":"blue"}');
    element.setAttribute('theme', 'sepia');
    element.appearance = { variables: { colorText: 12 } } as never;

    expect(errors.mock.calls.map((call) => call[0])).toEqual([
      '<casino-login> appearance: theme: expected one of "dark", "light"; the value was ignored.',
      '<casino-login> theme: value: expected one of "dark", "light"; the value was ignored.',
      '<casino-login> appearance: variables.colorText: expected string; the value was ignored.',
    ]);
    expect(element.appearance).toEqual({ theme: 'dark' });
    expect(element.theme).toBeUndefined();
    expect(widgetRoot(element)).toHaveAttribute('data-theme', 'dark');
  });

  it('dispatches casino:navigate from the element, across the shadow boundary', async () => {
    const element = place('<casino-login></casino-login>', 'casino-login');
    const received: CustomEvent[] = [];
    document.addEventListener('casino:navigate', (event) => received.push(event), { once: true });

    await userEvent.click(await inShadow(element).findByRole('button', { name: 'Create an account' }));

    expect(received).toHaveLength(1);
    expect(received[0]?.detail).toEqual({ to: 'registration' });
    expect(received[0]?.target).toBe(element);
  });

  it('unmounts the widget when the element leaves the page and renders it again when it comes back', async () => {
    const element = place('<casino-login></casino-login>', 'casino-login');
    await inShadow(element).findByRole('heading', { name: 'Sign in' });

    element.remove();
    await waitFor(() => expect(element.shadowRoot?.childNodes).toHaveLength(0));

    document.body.append(element);
    expect(await inShadow(element).findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('keeps the widget when the element only moves in the page', async () => {
    const element = place('<div id="a"><casino-login></casino-login></div><div id="b"></div>', 'casino-login');
    const email = await inShadow(element).findByLabelText('Email');
    await userEvent.type(email, 'kept@casino.test');

    document.getElementById('b')?.append(element);
    await Promise.resolve();

    expect(inShadow(element).getByLabelText('Email')).toHaveValue('kept@casino.test');
  });

  it('dispatches casino:signed-in with the session user when the player signs in', async () => {
    const element = place('<casino-login></casino-login>', 'casino-login');
    const signedIn = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('casino:signed-in', resolve, { once: true }),
    );
    const form = inShadow(element);

    // In jsdom, user-event loses track of focus moving between fields of a shadow root, so the values are set
    // directly; the browser suites type them for real.
    fireEvent.input(await form.findByLabelText('Email'), { target: { value: 'eur@casino.test' } });
    fireEvent.input(form.getByLabelText('Password'), { target: { value: FIXTURE_PASSWORD } });
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));

    const event = await signedIn;
    expect(event.detail).toMatchObject({ email: 'eur@casino.test' });
    expect(event.bubbles && event.composed).toBe(true);
  });

  it('switches the language of the page widgets with the locale attribute', async () => {
    const element = place('<casino-login locale="de"></casino-login>', 'casino-login');
    expect(await inShadow(element).findByRole('heading', { name: 'Anmelden' })).toBeVisible();

    element.setAttribute('locale', 'en');
    expect(await inShadow(element).findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('defines each element once however often defineCasinoElements runs', () => {
    const login = customElements.get('casino-login');
    defineCasinoElements();
    expect(customElements.get('casino-login')).toBe(login);
    expect(customElements.get('casino-registration')).toBeDefined();
    expect(customElements.get('casino-balance')).toBeDefined();
  });

  it('maps a kebab-case attribute onto the camelCase prop of a widget', async () => {
    interface PagedProps extends EmbeddableProps {
      pageSize?: number;
    }
    const paged: WidgetDefinition<PagedProps> = {
      name: 'balance',
      reservedSize: '0px',
      component: ({ pageSize }) => createElement('p', null, `${pageSize ?? 'no'} per page`),
      events: {},
      attributes: {
        pageSize: (value) =>
          value === null || value === undefined ? { ok: true, value: undefined } : { ok: true, value: Number(value) },
      },
    };
    customElements.define('casino-paged-test', createWidgetElement(paged));
    document.body.innerHTML = '<casino-paged-test page-size="40"></casino-paged-test>';
    const element = document.querySelector('casino-paged-test') as Element;

    expect(await inShadow(element).findByText('40 per page')).toBeVisible();
    element.removeAttribute('page-size');
    expect(await inShadow(element).findByText('no per page')).toBeVisible();
  });

  it('keeps a property the page set before the element was defined', async () => {
    const early: WidgetDefinition<EmbeddableProps & { label?: string }> = {
      name: 'balance',
      reservedSize: '0px',
      component: ({ label }) => createElement('p', null, label ?? 'no label'),
      events: {},
      attributes: { label: (value) => ({ ok: true, value: value === null ? undefined : String(value) }) },
    };
    const element = document.body.appendChild(document.createElement('casino-early-test'));
    Object.assign(element, { label: 'set early' });

    customElements.define('casino-early-test', createWidgetElement(early));

    expect(await inShadow(element).findByText('set early')).toBeVisible();
    expect((element as unknown as { label: string }).label).toBe('set early');
  });
});
