/*
 * What an OpenAPI document's schema says of a value, as a list of readable violations (empty:
 * it conforms). Only the keywords the providers' documents use are read: $ref, type (3.0 and
 * 3.1), nullable, enum, properties, required, additionalProperties, items, allOf, anyOf, oneOf,
 * minimum, maximum, minLength, maxLength, pattern. Formats are not checked.
 *
 * Stricter than JSON Schema in one way on purpose: an object schema that lists its properties
 * is closed. A field the document does not name is a violation, because a misspelled parameter
 * or a field a fake invents is exactly what these checks are for.
 */

export type Schema = { [key: string]: unknown };

export type SchemaCheck = {
  /** The whole document, for $ref. */
  document: Schema;
  /** Form and query values arrive as strings: "42" counts as an integer, "true" as a boolean. */
  fromStrings: boolean;
  /**
   * Whether required properties must be present. Requests: yes. Fakes' answers: no, a fake may
   * leave out what our code never reads (a Stripe subscription has 40 required fields).
   */
  required: boolean;
};

export function resolve(schema: Schema, document: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${String(schema.$ref)}`);
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Schema | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
    if (!target) throw new Error(`${current.$ref} is not in the extracted document`);
    current = target as Schema;
  }
  return current;
}

export function checkSchema(schema: Schema, value: unknown, at: string, options: SchemaCheck): string[] {
  return check(schema, value, at, options, false);
}

const typesOf = (schema: Schema): string[] | null =>
  Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : null;

/** `nullable` (3.0), a `null` type (3.1), or a schema that constrains nothing (`{}`). */
function allowsNull(schema: Schema): boolean {
  if (schema.nullable === true || typesOf(schema)?.includes('null')) return true;
  const constraints = ['type', 'anyOf', 'oneOf', 'allOf', 'enum', 'properties', 'items', 'x-unextracted'];
  return !constraints.some((key) => key in schema);
}

/** `open`: the unknown-field rule is applied by the caller (a branch of allOf sees only its part). */
function check(raw: Schema, value: unknown, at: string, options: SchemaCheck, open: boolean): string[] {
  const schema = resolve(raw, options.document);
  if (typeof schema['x-unextracted'] === 'string') {
    return typeof value === 'string'
      ? []
      : [
          `${at}: an ${schema['x-unextracted']} object is not in the extracted document (list it in scripts/contracts-update.ts)`,
        ];
  }
  if (value === null || value === undefined) {
    if (allowsNull(schema)) return [];
    // Branches of anyOf/oneOf may allow it (Stripe: anyOf [...] with nullable on the parent).
    const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (branches?.some((branch) => allowsNull(resolve(branch, options.document)))) return [];
    return [`${at}: null where the document does not allow it`];
  }

  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf as Schema[];
    const violations = parts.flatMap((part) => check(part, value, at, options, true));
    const rest = { ...schema, allOf: undefined };
    violations.push(...check(rest, value, at, options, true));
    if (!open) violations.push(...unknownFields([schema, ...parts], value, at, options));
    return violations;
  }

  // One branch must fit; the schema's other keywords (type, properties) apply as well.
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    const outcomes = branches.map((branch) => check(branch, value, at, options, open));
    // The branch that came closest explains best what is wrong.
    if (!outcomes.some((violations) => violations.length === 0)) {
      return outcomes.reduce((best, violations) => (violations.length < best.length ? violations : best));
    }
  }

  const types = typesOf(schema);
  if (types && !types.some((type) => isType(type, value, options.fromStrings))) {
    return [`${at}: ${JSON.stringify(value)} is not of type ${types.join(' or ')}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => sameValue(allowed, value))) {
    return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  }

  const violations = bounds(schema, value, at, options.fromStrings);
  if (Array.isArray(value)) {
    if (schema.items)
      value.forEach((item, i) =>
        violations.push(...check(schema.items as Schema, item, `${at}[${i}]`, options, false)),
      );
  } else if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    if (options.required) {
      for (const name of (schema.required ?? []) as string[]) {
        if (!(name in object)) violations.push(`${at}.${name}: required by the document, missing`);
      }
    }
    for (const [name, inner] of Object.entries(object)) {
      if (properties[name]) violations.push(...check(properties[name], inner, `${at}.${name}`, options, false));
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        violations.push(...check(schema.additionalProperties as Schema, inner, `${at}.${name}`, options, false));
      }
    }
    if (!open) violations.push(...unknownFields([schema], value, at, options));
  }
  return violations;
}

/** Fields that none of the (allOf) parts names; nothing when one of them is open. */
function unknownFields(parts: Schema[], value: unknown, at: string, options: SchemaCheck): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const known = new Set<string>();
  for (const part of parts) {
    const names = namedFields(part, options.document);
    if (!names) return [];
    names.forEach((name) => known.add(name));
  }
  // A schema that names no property at all (`type: object`) says nothing about its fields.
  if (!known.size) return [];
  return Object.keys(value)
    .filter((name) => !known.has(name))
    .map((name) => `${at}.${name}: not in the document`);
}

/** The property names a schema defines, or null when it admits others. */
function namedFields(raw: Schema, document: Schema): Set<string> | null {
  const schema = resolve(raw, document);
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return null;
  const names = new Set(Object.keys((schema.properties ?? {}) as Schema));
  // Branches without properties around them close themselves (Stripe's `anyOf: [id, object]`).
  if ((schema.anyOf || schema.oneOf) && !names.size) return null;
  for (const part of (schema.allOf ?? []) as Schema[]) {
    const inner = namedFields(part, document);
    if (!inner) return null;
    inner.forEach((name) => names.add(name));
  }
  return names;
}

function isType(type: string, value: unknown, fromStrings: boolean): boolean {
  const text = fromStrings && typeof value === 'string' ? value : null;
  switch (type) {
    case 'null':
      return value === null;
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value) || (text !== null && /^-?\d+$/.test(text));
    case 'number':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (text !== null && text.trim() !== '' && Number.isFinite(Number(text)))
      );
    case 'boolean':
      return typeof value === 'boolean' || text === 'true' || text === 'false';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

/** Form values are strings: the enum value 42 and the sent "42" are the same. */
const sameValue = (allowed: unknown, value: unknown) =>
  allowed === value || (typeof value === 'string' && String(allowed) === value);

function bounds(schema: Schema, value: unknown, at: string, fromStrings: boolean): string[] {
  const violations: string[] = [];
  const number =
    typeof value === 'number'
      ? value
      : fromStrings && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)
        ? Number(value)
        : null;
  const isNumeric = typeOfSchemaIsNumeric(schema);
  if (number !== null && isNumeric) {
    if (typeof schema.minimum === 'number' && number < schema.minimum)
      violations.push(`${at}: ${number} is below the minimum ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && number > schema.maximum)
      violations.push(`${at}: ${number} is above the maximum ${schema.maximum}`);
  }
  if (typeof value === 'string' && !isNumeric) {
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      violations.push(`${at}: longer than ${schema.maxLength} characters`);
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      violations.push(`${at}: shorter than ${schema.minLength} characters`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
      violations.push(`${at}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  return violations;
}

const typeOfSchemaIsNumeric = (schema: Schema) =>
  !!typesOf(schema)?.some((type) => type === 'integer' || type === 'number');
