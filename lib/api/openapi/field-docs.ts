import type { z } from 'zod';

export type FieldDoc = { name: string; required: boolean; description: string | undefined };

/** The fields of an object schema for a human-readable table: name, required, description. */
export function fieldDocs(schema: z.ZodType | undefined): FieldDoc[] {
  const shape = (schema as z.ZodObject | undefined)?.shape;
  if (!shape) return [];
  return Object.entries(shape).map(([name, field]) => {
    const zodField = field as z.ZodType;
    // A field with a default or marked optional may be left out: its input accepts undefined.
    return { name, required: !zodField.safeParse(undefined).success, description: zodField.description };
  });
}
