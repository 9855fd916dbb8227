import { contactsParts, snippetText } from './contactsText';
import { copyrightKey } from './footerCopyright';

describe('footer texts', () => {
  it('replaces only {phone} and {email}, leaving out a placeholder without a value', () => {
    const contacts = { phone: '+356 2000 0000', email: null };
    expect(contactsParts('Call {phone}, write {email} or ask {name}.', contacts)).toEqual([
      { text: 'Call ' },
      { phone: '+356 2000 0000' },
      { text: ', write ' },
      { text: ' or ask {name}.' },
    ]);
  });

  it("reads a snippet's text without its markup", () => {
    expect(snippetText('<p>Write to <b>{email}</b></p>\n<p>any time.</p>')).toBe('Write to {email} any time.');
  });

  it('picks the copyright by geo Australia first, then by VIP group', () => {
    expect(copyrightKey('AU', [759])).toBe('footer.copyrightAU');
    expect(copyrightKey('DE', [21, 759])).toBe('footer.copyrightVip');
    expect(copyrightKey('DE', [{ id: 257, name: 'Bronze' }])).toBe('footer.copyrightVip');
    expect(copyrightKey(null, [21])).toBe('footer.copyright');
  });
});
