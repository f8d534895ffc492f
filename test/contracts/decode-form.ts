/**
 * An application/x-www-form-urlencoded body (or query string) as the nested value it encodes:
 * Stripe's bracket notation (`metadata[user_id]=…`, `items[0][price]=…`, `expand[0]=…`) becomes
 * objects and arrays; plain keys (Twilio's `PhoneNumber=…`) stay flat; a repeated key is a list.
 */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = key.match(/^([^[\]]+)((?:\[[^\]]*\])*)$/);
    const path = match ? [match[1], ...[...match[2].matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])] : [key];
    let node: Record<string, unknown> = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      // `a[]=x` appends: give it the next free index.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) {
        const previous = node[name];
        node[name] =
          previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
      } else {
        node = (node[name] ??= {}) as Record<string, unknown>;
      }
    });
  }
  return listsIn(root) as Record<string, unknown>;
}

/** Objects keyed 0, 1, 2… are the arrays they encode. */
function listsIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(listsIn);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, listsIn(inner)] as const);
  const indexed = entries.length > 0 && entries.every(([key], i) => key === String(i));
  return indexed ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}
