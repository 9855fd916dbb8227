import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the text elements of a CMS page', () => {
    const page = '<h2>How it works</h2><p>Earn <strong>points</strong>, <em>spend</em> them.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(page)).toBe(page);
  });

  it('drops scripts and styles with their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<p>a<script src="https://evil.test/x.js"></script>b</p>')).toBe('<p>ab</p>');
  });

  it('drops event handlers and every other attribute', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="color:red" class="x">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeHtml('<strong onmouseover="alert(1)">bold</strong>')).toBe('<strong>bold</strong>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><span>Read <u>this</u></span></div>')).toBe('Read this');
  });

  it('drops frames, forms, SVG and MathML with what is inside', () => {
    expect(sanitizeHtml('<iframe src="https://evil.test"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script><a href="javascript:alert(1)">x</a></svg>')).toBe('');
    expect(sanitizeHtml('<form action="https://evil.test"><input name="password"></form>')).toBe('');
    expect(sanitizeHtml('<math><mi>x</mi></math>')).toBe('');
  });

  it('keeps safe links, opened in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://casino.test/terms" title="t">Terms</a>')).toBe(
      '<a href="https://casino.test/terms" rel="noopener noreferrer" target="_blank">Terms</a>',
    );
    expect(sanitizeHtml('<a href="/promotions">Promotions</a>')).toContain('href="/promotions"');
    expect(sanitizeHtml('<a href="mailto:vip@casino.test">Mail</a>')).toContain('href="mailto:vip@casino.test"');
  });

  it('turns javascript:, data: and vbscript: links into their text, however written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      expect([href, sanitizeHtml(`<a href="${href}">click</a>`)]).toEqual([href, 'click']);
    }
  });

  it('escapes text and attribute values so nothing becomes markup again', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeHtml('<a href="/x&quot;onmouseover=&quot;alert(1)">x</a>')).toBe(
      '<a href="/x&quot;onmouseover=&quot;alert(1)" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('drops comments and keeps plain text', () => {
    expect(sanitizeHtml('<!-- secret --><p>Hi</p> there')).toBe('<p>Hi</p> there');
  });
});
