const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * The one way a value enters SVG or XML markup we build (text content and attribute values
 * alike): the five XML specials become entities, so `Tom & Jerry` parses and `</text><rect/>`
 * stays text. Characters XML 1.0 cannot hold at all (C0 controls other than tab, newline and
 * carriage return, lone surrogates, U+FFFE/U+FFFF) are dropped, since no entity can carry them.
 */
export function escapeXml(value: string | number): string {
  return String(value)
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}
