import { isSafeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (docs/cms.md)', () => {
  it('keeps text elements, lists, tables and safe links as they are', () => {
    const html =
      '<h2>Terms</h2><p>Read <strong>all</strong> of <em>this</em>.<br></p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<table><thead><tr><th scope="col">Level</th></tr></thead><tbody><tr><td colspan="2">Gold</td></tr></tbody></table>' +
      '<blockquote>Quote</blockquote><hr><p><a href="/privacy-policy" title="Privacy">privacy</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens links that leave the site in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://www.begambleaware.org">help</a>')).toBe(
      '<a href="https://www.begambleaware.org" rel="noopener noreferrer" target="_blank">help</a>',
    );
    expect(sanitizeHtml('<a href="mailto:support@example.com">mail</a>')).toContain(
      'href="mailto:support@example.com"',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg><script>alert(1)</script></svg>text', 'text'],
    ['<svg onload=alert(1)><a href="/x">in svg</a></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<iframe src="javascript:alert(1)"></iframe><p>after</p>', '<p>after</p>'],
    ['<object data="evil.swf"></object><embed src="evil.swf">', ''],
    ['<p onclick="steal()" style="color:red" class="x">styled</p>', '<p>styled</p>'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>', 'click'],
    ['<a href="java\tscript:alert(1)">click</a>', 'click'],
    ['<a href="&#106;avascript:alert(1)">click</a>', 'click'],
    ['<a href=" \u0001javascript:alert(1)">click</a>', 'click'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>', 'click'],
    ['<a href="vbscript:msgbox(1)">click</a>', 'click'],
    ['<a href="/ok" onmouseover="steal()" style="x">ok</a>', '<a href="/ok">ok</a>'],
    ['<form action="/steal"><input name="password"><button>Go</button></form>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<template><script>alert(1)</script></template>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', '"&gt;<p></p>'],
    ['<div><span>wrapped</span></div>', 'wrapped'],
    ['<!-- comment --><p>x</p>', '<p>x</p>'],
    ['<p>1 < 2 & "3" > 0</p>', '<p>1 &lt; 2 &amp; "3" &gt; 0</p>'],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
    ['<td colspan="2 onmouseover=x">c</td>', '<td>c</td>'],
    ['<table><tr><td colspan="x">c</td></tr></table>', '<table><tbody><tr><td>c</td></tr></tbody></table>'],
    [
      '<a title=\'"><script>alert(1)</script>\' href="/x">t</a>',
      '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" href="/x">t</a>',
    ],
  ])('cleans %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('gives the same HTML when run on its own output', () => {
    const once = sanitizeHtml(
      '<p>a <a href="https://x.example/?a=1&b=2">x</a> <a href="javascript:1">y</a><script>1</script></p>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('tells safe link targets from others', () => {
    expect(['/terms', '#top', '?page=2', 'news/one', 'https://a.example', 'HTTP://a.example'].every(isSafeHref)).toBe(
      true,
    );
    expect(['javascript:x', 'data:x', 'file:///etc/passwd', 'blob:x'].some(isSafeHref)).toBe(false);
  });
});
