import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const script = resolve(root, 'sdk/test/import-without-browser.mts');

describe('entry points', () => {
  it('import in Node without touching any browser global', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
      cwd: root,
    });
    const result = JSON.parse(stdout) as {
      touched: string[];
      probedByDependencies: string[];
      exported: Record<string, string[]>;
    };
    expect(result.touched).toEqual([]);
    expect(result.probedByDependencies).not.toContain('localStorage');
    expect(result.exported['@casino/sdk']).toEqual(
      expect.arrayContaining(['createCasino', 'CasinoHttpError', 'ContractError', 'NetworkError', 'LOCALES']),
    );
    expect(result.exported['@casino/sdk/rules']).toEqual(
      expect.arrayContaining([
        'formatAmount',
        'parseAmount',
        'resolveLicence',
        'defaultCurrency',
        'balanceView',
        'isLimitReached',
        'validateRegistration',
      ]),
    );
    expect(result.exported['@casino/sdk/bridge']).toEqual(
      expect.arrayContaining(['createBridgeClient', 'createBridgeHost']),
    );
    expect(result.exported['@casino/sdk/i18n']).toEqual(
      expect.arrayContaining(['createI18n', 'LOCALES', 'errorMessageKey']),
    );
    expect(result.exported['@casino/sdk/games']).toEqual(
      expect.arrayContaining(['createGames', 'createGameSearch', 'withRandomCard', 'toRows', 'SKELETON_COUNT']),
    );
    expect(result.exported['@casino/sdk/bonuses']).toEqual(
      expect.arrayContaining(['createGifts', 'createNotifications', 'createToasts', 'createPromoCodes', 'bellBadge']),
    );
    expect(result.exported['@casino/sdk/contract']).toEqual(
      expect.arrayContaining(['BridgeEnvelope', 'Profile', 'UnreadBody']),
    );
  }, 30_000);

  it('keep i18next out of the core entry', async () => {
    const core = await import('./index');
    expect(Object.keys(core)).not.toContain('createI18n');
  });

  it('keep the games module out of the core entry', async () => {
    const core = await import('./index');
    expect(Object.keys(core)).not.toContain('createGames');
  });

  it('keep the bonuses modules out of the core entry', async () => {
    const core = await import('./index');
    expect(Object.keys(core)).not.toContain('createGifts');
  });
});
