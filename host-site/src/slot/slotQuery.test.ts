import { readSlotQuery } from './slotQuery';

describe('readSlotQuery', () => {
  it('reads the game from the path and mode, currency, lang and parent from the query', () => {
    expect(
      readSlotQuery('/slot/deepsea/pearl-reef', '?mode=real&currency=EUR&lang=de&parent=https%3A%2F%2Fpartner.example'),
    ).toEqual({
      ok: true,
      query: {
        game: 'deepsea/pearl-reef',
        mode: 'real',
        currency: 'EUR',
        lang: 'de',
        parent: 'https://partner.example',
      },
    });
  });

  it('plays demo without a currency, in English for an unknown language, without a parent when none is given', () => {
    expect(readSlotQuery('/slot/deepsea/pearl-reef', '?mode=demo&currency=EUR&lang=xx')).toEqual({
      ok: true,
      query: { game: 'deepsea/pearl-reef', mode: 'demo', currency: null, lang: 'en', parent: null },
    });
  });

  it('names the first wrong part of the address', () => {
    expect(readSlotQuery('/slot/deepsea', '?mode=demo')).toEqual({ ok: false, problem: 'game' });
    expect(readSlotQuery('/slot/deep%2Fsea/x', '?mode=demo')).toEqual({ ok: false, problem: 'game' });
    expect(readSlotQuery('/slot/deepsea/pearl-reef', '')).toEqual({ ok: false, problem: 'mode' });
    expect(readSlotQuery('/slot/deepsea/pearl-reef', '?mode=play')).toEqual({ ok: false, problem: 'mode' });
    expect(readSlotQuery('/slot/deepsea/pearl-reef', '?mode=real')).toEqual({ ok: false, problem: 'currency' });
    expect(readSlotQuery('/slot/deepsea/pearl-reef', '?mode=real&currency=eur')).toEqual({
      ok: false,
      problem: 'currency',
    });
    for (const parent of ['https://partner.example/page', 'javascript:alert(1)', 'partner.example']) {
      expect(readSlotQuery('/slot/deepsea/pearl-reef', `?mode=demo&parent=${encodeURIComponent(parent)}`)).toEqual({
        ok: false,
        problem: 'parent',
      });
    }
  });
});
