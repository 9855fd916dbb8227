import { cashboxWidget } from './definitions/cashbox';
import { loginWidget } from './definitions/login';
import { queryProps } from './queryProps';

describe('queryProps', () => {
  it('reads the attribute props of the widget from the query, by their attribute names', () => {
    expect(queryProps(cashboxWidget, '?parent=https://bet.example&step=deposit&locale=en')).toEqual({
      step: 'deposit',
    });
    expect(queryProps(cashboxWidget, '?step=one-click')).toEqual({ step: 'one-click' });
  });

  it('leaves out a value that does not parse, saying so, and ignores parameters that are not props', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(queryProps(cashboxWidget, '?step=jackpot')).toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/embed/cashbox?step'));
    expect(queryProps(loginWidget, '?step=deposit&onSignedIn=x')).toEqual({});
    error.mockRestore();
  });
});
