/** A group row of the seed. */
export interface SeedGroup {
  id: number;
  name: string;
  /** Whether the player may add or remove it with POST /api/player/groups. */
  playerWritable: boolean;
}

/** A level: a group with a persistent comp point range `[min, max)`. */
export interface SeedStatus {
  id: number;
  name: string;
  /** Whether the level's chat is writable (a group-545 player with a writable level gets live chat). */
  writable: boolean;
  min: number;
  max: number | null;
}

/** Group ids the spec names (core.md §6). */
export const GROUP = {
  tester: 21,
  multiAccount: 100,
  liveChat: 545,
  chatEven: 543,
  chatOdd: 544,
  paymentBrandHidden: 631,
  notices: 916,
  lithuanianIban: 1101,
  providerPopupShown: 1200,
  /** Loot box and wheel prize tables of their own (loyalty.md §6: configs for 21, 1308, 1309). */
  highRoller: 1308,
  vipClub: 1309,
} as const;

/** Level ids of core.md §3. */
export const LEVEL = {
  bronze: 257,
  risingStar: 1117,
  silver: 258,
  gold: 259,
  platinum: 255,
  diamond: 759,
} as const;

/** The levels, lowest first. */
export const STATUSES: readonly SeedStatus[] = [
  { id: LEVEL.bronze, name: 'Bronze', writable: false, min: 0, max: 500 },
  { id: LEVEL.risingStar, name: 'Rising star', writable: false, min: 500, max: 1500 },
  { id: LEVEL.silver, name: 'Silver', writable: false, min: 1500, max: 5000 },
  { id: LEVEL.gold, name: 'Gold', writable: true, min: 5000, max: 20000 },
  { id: LEVEL.platinum, name: 'Platinum', writable: true, min: 20000, max: 100000 },
  { id: LEVEL.diamond, name: 'Diamond', writable: true, min: 100000, max: null },
];

/** Groups that are not levels. The chat split, the LT IBAN flag and the provider-popup flag are set by the client. */
export const GROUPS: readonly SeedGroup[] = [
  { id: GROUP.tester, name: 'Tester', playerWritable: false },
  { id: GROUP.multiAccount, name: 'Multi-account', playerWritable: false },
  { id: GROUP.chatEven, name: 'Chat split: even id', playerWritable: true },
  { id: GROUP.chatOdd, name: 'Chat split: odd id', playerWritable: true },
  { id: GROUP.liveChat, name: 'Live chat', playerWritable: false },
  { id: GROUP.paymentBrandHidden, name: 'Payment brand hidden', playerWritable: false },
  { id: GROUP.notices, name: 'Notices preview', playerWritable: false },
  { id: GROUP.lithuanianIban, name: 'Lithuanian IBAN', playerWritable: true },
  { id: GROUP.providerPopupShown, name: 'Provider popup shown', playerWritable: true },
  { id: GROUP.highRoller, name: 'High roller', playerWritable: false },
  { id: GROUP.vipClub, name: 'VIP club', playerWritable: false },
];
