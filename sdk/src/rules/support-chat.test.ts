import { supportRoute, unreadBadge } from './support-chat';

describe('support chat routing', () => {
  it('sends a group-545 player with a writable level to live chat, split by id parity', () => {
    expect(supportRoute({ userId: 10, vip: false, groups: [545], levelWritable: true })).toEqual({
      team: 'general',
      channel: 'live',
      splitGroup: 543,
    });
    expect(supportRoute({ userId: 11, vip: true, groups: [545, 759], levelWritable: true })).toEqual({
      team: 'vip',
      channel: 'live',
      splitGroup: 544,
    });
  });

  it('sends everyone else to the other chat', () => {
    expect(supportRoute({ userId: 10, vip: false, groups: [545], levelWritable: false }).channel).toBe('messages');
    expect(supportRoute({ userId: 10, vip: false, groups: [], levelWritable: true }).channel).toBe('messages');
    expect(supportRoute({ userId: null, vip: false, groups: [], levelWritable: false })).toEqual({
      team: 'general',
      channel: 'messages',
      splitGroup: null,
    });
  });

  it('counts unread messages as 1, then 1+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(2)).toBe('1+');
    expect(unreadBadge(12)).toBe('1+');
  });
});
