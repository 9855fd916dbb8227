import manifest from '../package.json';

/** Each public entry of widgets/package.json "exports", imported through its name as an npm consumer would. */
const entries: Record<string, () => Promise<Record<string, unknown>>> = {
  '.': () => import('@casino/widgets'),
  './embed': () => import('@casino/widgets/embed'),
  './games': () => import('@casino/widgets/games'),
  './bonuses': () => import('@casino/widgets/bonuses'),
  './loyalty': () => import('@casino/widgets/loyalty'),
  './tournaments': () => import('@casino/widgets/tournaments'),
  './jackpots': () => import('@casino/widgets/jackpots'),
  './vip': () => import('@casino/widgets/vip'),
};

async function exportedBy(entry: string): Promise<string[]> {
  const load = entries[entry];
  if (!load) throw new Error(`No import of '${entry}' in entries.test.ts: add one for each public entry.`);
  return Object.keys(await load()).sort();
}

describe('entry points', () => {
  it('are the exports of package.json but the internal test helpers', () => {
    const listed = Object.keys(manifest.exports).filter((e) => e !== './testing' && e !== './package.json');
    expect(listed).toEqual(Object.keys(entries));
  });

  it('@casino/widgets exports exactly its public names', async () => {
    expect(await exportedBy('.')).toMatchInlineSnapshot(`
      [
        "Alert",
        "Balance",
        "Button",
        "Cashbox",
        "CasinoProvider",
        "CheckboxField",
        "Dialog",
        "Limits",
        "Login",
        "PersonalInfo",
        "Registration",
        "SelectField",
        "THEME_PALETTES",
        "TextField",
        "ThemeRoot",
        "VARIABLE_PROPERTIES",
        "WIDGETS_NAMESPACE",
        "WIDGET_CSS",
        "WIDGET_LANGUAGES",
        "formMessageText",
        "loadWidgetMessages",
        "ruleMessage",
        "themeVariables",
        "useCasino",
        "useCasinoSignal",
        "useCasinoStatus",
        "useForm",
        "useFormat",
        "useLoad",
        "useResource",
        "useT",
      ]
    `);
  });

  it('@casino/widgets/embed exports exactly its public names', async () => {
    expect(await exportedBy('./embed')).toMatchInlineSnapshot(`
      [
        "EmbedFrame",
        "WIDGET_NAMES",
        "defineCasinoElements",
        "init",
        "isWidgetName",
        "mount",
        "refresh",
      ]
    `);
  });

  it('@casino/widgets/games exports exactly its public names', async () => {
    expect(await exportedBy('./games')).toMatchInlineSnapshot(`
      [
        "FavoriteGames",
        "GAMES_LANGUAGES",
        "GAMES_NAMESPACE",
        "GameGrid",
        "GameLauncher",
        "GameRow",
        "GameSearch",
        "GameTile",
        "RecentGames",
        "defaultGameHref",
        "loadGamesMessages",
        "useGames",
        "visibleRange",
      ]
    `);
  });

  it('@casino/widgets/bonuses exports exactly its public names', async () => {
    expect(await exportedBy('./bonuses')).toMatchInlineSnapshot(`
      [
        "BONUSES_LANGUAGES",
        "BONUSES_NAMESPACE",
        "CouponForm",
        "DepositBonusPicker",
        "GiftList",
        "NotificationBell",
        "Toasts",
        "defaultFreespinGameHref",
        "loadBonusesMessages",
        "useBonuses",
      ]
    `);
  });

  it('@casino/widgets/loyalty exports exactly its public names', async () => {
    expect(await exportedBy('./loyalty')).toMatchInlineSnapshot(`
      [
        "CompPoints",
        "LOYALTY_LANGUAGES",
        "LOYALTY_NAMESPACE",
        "LevelProgress",
        "LootBoxes",
        "PrizeWheel",
        "RocketMart",
        "loadLoyaltyMessages",
        "useLoyalty",
      ]
    `);
  });

  it('@casino/widgets/tournaments exports exactly its public names', async () => {
    expect(await exportedBy('./tournaments')).toMatchInlineSnapshot(`
      [
        "Lottery",
        "PromoTimer",
        "QuestPath",
        "TOURNAMENTS_NAMESPACE",
        "TOURNAMENT_BOARD_TABS",
        "TOURNAMENT_LANGUAGES",
        "TournamentBoard",
        "TournamentLeaderboard",
        "TournamentPage",
        "loadTournamentMessages",
        "useTournaments",
      ]
    `);
  });

  it('@casino/widgets/vip exports exactly its public names', async () => {
    expect(await exportedBy('./vip')).toMatchInlineSnapshot(`
      [
        "AdventureCalendar",
        "VIP_LANGUAGES",
        "VIP_NAMESPACE",
        "VipClub",
        "VipManager",
        "VipProgress",
        "loadVipMessages",
        "useVip",
      ]
    `);
  });

  it('@casino/widgets/jackpots exports exactly its public names', async () => {
    expect(await exportedBy('./jackpots')).toMatchInlineSnapshot(`
      [
        "JACKPOTS_NAMESPACE",
        "JACKPOT_LANGUAGES",
        "JackpotLeaderboard",
        "JackpotSlider",
        "JackpotTicker",
        "JackpotWinPopup",
        "loadJackpotMessages",
        "useJackpots",
      ]
    `);
  });

  it('@casino/widgets/vip exports exactly its public names', async () => {
    expect(await exportedBy('./vip')).toMatchInlineSnapshot(`
      [
        "AdventureCalendar",
        "VIP_LANGUAGES",
        "VIP_NAMESPACE",
        "VipClub",
        "VipManager",
        "VipProgress",
        "loadVipMessages",
        "useVip",
      ]
    `);
  });
});
