import { SERVER_MESSAGES } from '@casino/sdk/contract';
import { createI18n } from '@casino/sdk/i18n';
import { VALIDATION_MESSAGES } from '@casino/sdk/rules';
import { loadWidgetMessages } from './loadWidgetMessages';
import { WIDGETS_NAMESPACE } from './namespace';
import { translateServerMessage } from './translateServerMessage';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

async function widgetT(locale: string) {
  const i18n = createI18n({ locale, namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages } });
  await i18n.loadNamespaces(['sdk', WIDGETS_NAMESPACE]);
  const fixed = i18n.getFixedT(null, WIDGETS_NAMESPACE);
  return (key: string, options?: Record<string, unknown>) => String(fixed(key, options));
}

describe('translateServerMessage', () => {
  it('turns the server’s English rule messages back into the sdk validation keys', () => {
    expect(translateServerMessage(t, VALIDATION_MESSAGES.email)).toBe('sdk:validation.email');
    expect(translateServerMessage(t, VALIDATION_MESSAGES.underage, { age: 21 })).toBe(
      'sdk:validation.underage{"age":21}',
    );
  });

  it('turns the server’s other known messages into sdk keys, with their number as count', () => {
    expect(translateServerMessage(t, 'has already been taken')).toBe('sdk:server.email_taken');
    expect(translateServerMessage(t, SERVER_MESSAGES.too_long(40), { age: 18 })).toBe(
      'sdk:server.too_long{"age":18,"count":40}',
    );
  });

  it('shows any other server text as it came', () => {
    expect(translateServerMessage(t, 'is not supported')).toBe('is not supported');
  });

  it('reads in the widget language', async () => {
    const german = await widgetT('de');
    expect(translateServerMessage(german, 'Invalid email or password')).toBe(
      'E-Mail-Adresse oder Passwort ist falsch. Prüfen Sie beides und versuchen Sie es erneut.',
    );
    expect(translateServerMessage(german, SERVER_MESSAGES.too_many_attempts(1))).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 1 Minute erneut.',
    );
    expect(translateServerMessage(german, VALIDATION_MESSAGES.underage, { age: 21 })).toBe(
      'Du musst mindestens 21 Jahre alt sein, um zu spielen.',
    );
    const estonian = await widgetT('et');
    expect(translateServerMessage(estonian, SERVER_MESSAGES.too_short(3))).toBe(
      'Liiga lühike: vähim pikkus on 3 märki.',
    );
    const canadian = await widgetT('fr-CA');
    expect(translateServerMessage(canadian, SERVER_MESSAGES.too_many_attempts(15))).toBe(
      'Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.',
    );
  });
});
