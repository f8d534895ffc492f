type Schema = Record<string, unknown>;

/**
 * A schema that describes exactly what an example payload shows: its keys (no others), their
 * JSON types, null allowing any value, and an array's items as the merge of its examples. For
 * the parts of a provider's API that are documented by an example alone.
 */
export function schemaFromExample(example: unknown): Schema {
  if (example === null) return {};
  if (Array.isArray(example)) {
    // An empty example array says nothing about its items.
    return example.length ? { type: 'array', items: example.map(schemaFromExample).reduce(merge) } : { type: 'array' };
  }
  if (typeof example === 'object') {
    const properties = Object.fromEntries(
      Object.entries(example).map(([key, value]) => [key, schemaFromExample(value)]),
    );
    return { type: 'object', properties };
  }
  if (typeof example === 'number') return { type: Number.isInteger(example) ? 'integer' : 'number' };
  return { type: typeof example };
}

/** Two item examples of one array: objects keep the union of their keys, other types any. */
function merge(a: Schema, b: Schema): Schema {
  if (a.type === 'object' && b.type === 'object') {
    const left = a.properties as Record<string, Schema>;
    const right = b.properties as Record<string, Schema>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return {
      type: 'object',
      properties: Object.fromEntries(
        [...keys].map((key) => [
          key,
          left[key] && right[key] ? merge(left[key], right[key]) : (left[key] ?? right[key]),
        ]),
      ),
    };
  }
  return JSON.stringify(a) === JSON.stringify(b) ? a : {};
}
