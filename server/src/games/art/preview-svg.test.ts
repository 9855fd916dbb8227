// @vitest-environment jsdom
import { escapeXml, previewSvg, wrapTitle } from './preview-svg';

function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const olympus = { identifier: 'pragmatic/gates-of-olympus', title: 'Gates of Olympus', provider: 'Pragmatic Play' };

describe('previewSvg', () => {
  it('draws the same valid 2–4 KB SVG for a game every time, titled for screen readers', () => {
    const svg = previewSvg(olympus);
    expect(previewSvg(olympus)).toBe(svg);
    expect(svg.length).toBeGreaterThan(2000);
    expect(svg.length).toBeLessThan(4096);
    const document = parse(svg);
    expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 400 300');
    expect(document.querySelector('title')?.textContent).toBe('Gates of Olympus by Pragmatic Play');
    const texts = [...document.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain('PRAGMATIC PLAY');
    expect(texts.join(' ')).toContain('Gates of Olympus');
  });

  it('escapes every text and stays valid XML for hostile titles and providers', () => {
    const svg = previewSvg({
      identifier: 'x/<y>',
      title: 'Rock & Roll <script>alert("x")</script> \u0000\u0007 it\'s',
      provider: '"Quoted" & <Co>',
    });
    expect(svg).not.toContain('<script>');
    const document = parse(svg);
    expect(document.querySelector('title')?.textContent).toBe(
      'Rock & Roll <script>alert("x")</script>  it\'s by "Quoted" & <Co>',
    );
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('gives games different looks', () => {
    const looks = new Set(
      Array.from({ length: 40 }, (_, index) =>
        previewSvg({ identifier: `p/game-${index}`, title: 'Same Title', provider: 'P' }).replace(
          /<title>.*<\/title>/,
          '',
        ),
      ),
    );
    expect(looks.size).toBe(40);
  });
});

describe('wrapTitle', () => {
  it('keeps short titles on one line and wraps longer ones into at most 3', () => {
    expect(wrapTitle('Starburst')).toEqual(['Starburst']);
    expect(wrapTitle('Gates of Olympus')).toEqual(['Gates of', 'Olympus']);
    expect(wrapTitle('  Book   of Dead ')).toEqual(['Book of Dead']);
    expect(wrapTitle('The Incredible Adventures of Captain Quackenbush and the Lost Treasure')).toEqual([
      'The Incredible',
      'Adventures of Captain',
      'Quackenbush and the…',
    ]);
    expect(wrapTitle('Supercalifragilisticexpialidocious')).toEqual(['Supercalifragilisticex', 'pialidocious']);
    expect(wrapTitle('')).toEqual([]);
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001\ud800ok\u{1f3b0}`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;ok\u{1f3b0}',
    );
  });
});
