import { describe, expect, it } from 'vitest';
import { escapeXml } from './escape-xml';

describe('escapeXml', () => {
  it('turns the five XML specials into entities', () => {
    expect(escapeXml(`Tom & Jerry <b> "quoted" 'single'`)).toBe(
      'Tom &amp; Jerry &lt;b&gt; &quot;quoted&quot; &apos;single&apos;',
    );
  });

  it('keeps a closing tag and an injected element as text', () => {
    expect(escapeXml('</text><rect width="9999" height="9999"/>')).toBe(
      '&lt;/text&gt;&lt;rect width=&quot;9999&quot; height=&quot;9999&quot;/&gt;',
    );
  });

  it('drops characters XML cannot hold and keeps the rest, emoji included', () => {
    expect(escapeXml('a\u0000b\u0007c\td\ne \u{1F600} \uD800x')).toBe('abc\td\ne \u{1F600} x');
    expect(escapeXml(42)).toBe('42');
  });
});
