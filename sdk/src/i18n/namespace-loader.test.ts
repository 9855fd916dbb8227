import { namespaceLoader } from './namespace-loader';

describe('namespaceLoader', () => {
  it('imports a language on first use and answers {} for a language without a file', async () => {
    const imported: string[] = [];
    const load = namespaceLoader({
      de: async () => {
        imported.push('de');
        return { default: { 'login.title': 'Anmelden' } };
      },
    });
    expect(imported).toEqual([]);
    await expect(load('de')).resolves.toEqual({ 'login.title': 'Anmelden' });
    await expect(load('sv')).resolves.toEqual({});
    expect(imported).toEqual(['de']);
  });
});
