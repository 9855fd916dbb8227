import { LEVEL_IDS, playerLevel } from './level';

describe('player level (core.md §3)', () => {
  it('knows the six local level ids in order', () => {
    expect(LEVEL_IDS).toEqual([257, 1117, 258, 259, 255, 759]);
  });

  it('picks the level among other groups, the highest when several are listed', () => {
    expect(
      playerLevel([
        { id: 21, name: 'Tester' },
        { id: '258', name: 'Silver' },
        { id: 257, name: 'Bronze' },
      ]),
    ).toEqual({ id: 258, name: 'Silver' });
    expect(playerLevel([{ id: 759, name: 'Diamond' }])).toEqual({ id: 759, name: 'Diamond' });
  });

  it('is null without a level', () => {
    expect(playerLevel([{ id: 100, name: 'Multi-account' }])).toBeNull();
    expect(playerLevel([])).toBeNull();
  });
});
