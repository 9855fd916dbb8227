import type { SessionUser } from '@casino/sdk/contract';
import type { WidgetDefinition } from './widgetDefinition';
import { parseWidgetProps, withWidgetEvents } from './widgetProps';

interface TestProps {
  onSignedIn?: (user: SessionUser) => void;
  onNavigate?: (to: 'registration' | 'remind') => void;
  pageSize?: number;
  appearance?: { theme?: 'dark' | 'light' };
}

const definition: WidgetDefinition<TestProps> = {
  name: 'login',
  reservedSize: '0px',
  component: () => null,
  events: {
    onSignedIn: (user) => ['casino:signed-in', user],
    onNavigate: (to) => ['casino:navigate', { to }],
  },
  attributes: {
    pageSize: (value) =>
      value === undefined || value === null
        ? { ok: true, value: undefined }
        : Number.isInteger(Number(value))
          ? { ok: true, value: Number(value) }
          : { ok: false, message: 'expected a whole number' },
  },
};
const user = { id: 3, email: 'eur@casino.test' } as SessionUser;

describe('parseWidgetProps', () => {
  it('accepts the appearance, the widget callbacks and its attribute props', () => {
    const onSignedIn = () => undefined;
    expect(parseWidgetProps(definition, { appearance: { theme: 'dark' }, onSignedIn, pageSize: '40' })).toEqual({
      ok: true,
      value: { appearance: { theme: 'dark' }, onSignedIn, pageSize: 40 },
    });
    expect(parseWidgetProps(definition, undefined)).toEqual({ ok: true, value: {} });
  });

  it('names every prop that is unknown or of the wrong kind', () => {
    expect(
      parseWidgetProps(definition, {
        onSignIn: () => undefined,
        onNavigate: '/sign-up',
        appearance: { theme: 'blue' },
      }),
    ).toEqual({
      ok: false,
      message:
        'invalid props for the login widget (onSignIn: unknown prop; onNavigate: expected a function; ' +
        'appearance: theme: expected one of "dark", "light")',
    });
    expect(parseWidgetProps(definition, 'dark')).toEqual({
      ok: false,
      message: 'props of the login widget must be an object',
    });
  });
});

describe('withWidgetEvents', () => {
  it('dispatches the widget event from the target, then calls the host callback', () => {
    const target = document.createElement('div');
    const seen: string[] = [];
    target.addEventListener('casino:signed-in', (event) => seen.push(`event ${event.detail.email}`));
    const props = withWidgetEvents(
      definition,
      { onSignedIn: (signedIn) => seen.push(`callback ${signedIn.email}`) },
      target,
    );

    props.onSignedIn?.(user);

    expect(seen).toEqual(['event eur@casino.test', 'callback eur@casino.test']);
  });

  it('dispatches bubbling, composed events even without a host callback', () => {
    const host = document.createElement('section');
    const target = host.appendChild(document.createElement('div'));
    const received: CustomEvent[] = [];
    host.addEventListener('casino:navigate', (event) => received.push(event));

    withWidgetEvents(definition, {}, target).onNavigate?.('remind');

    expect(received).toHaveLength(1);
    expect(received[0]?.detail).toEqual({ to: 'remind' });
    expect(received[0]?.composed).toBe(true);
  });
});
