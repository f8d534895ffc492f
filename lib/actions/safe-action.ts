import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { requireUser, type CurrentUser } from '@/lib/auth/current-user';
import { UserFacingError, logError } from '@/lib/errors';
import { formValues, issuesByField, type FormState } from '@/lib/forms/form-state';

export type ActionResult<T = null> = { ok: true; data: T } | { ok: false; error: string };

type Options = {
  /** Shown when something fails that has no message for the user (spec section 8 texts). */
  fallbackError: string;
  /** Name in the server log. */
  name: string;
};

async function run<T>(options: Options, work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    unstable_rethrow(error); // redirect() and notFound() must reach Next.js
    if (error instanceof UserFacingError) return { ok: false, error: error.message };
    logError(`action ${options.name}`, error);
    return { ok: false, error: options.fallbackError };
  }
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}

/**
 * Every server action is built from one of these: input parsed with the same zod schema the
 * form uses, then the domain call, then a typed result. `userAction` first requires a session.
 * Submitted values are never echoed back.
 */
export function publicAction<S extends z.ZodType, T>(
  schema: S,
  options: Options,
  handler: (input: z.infer<S>) => Promise<T>,
) {
  return (input: z.input<S>): Promise<ActionResult<T>> => run(options, async () => handler(parse(schema, input)));
}

export function userAction<S extends z.ZodType, T>(
  schema: S,
  options: Options,
  handler: (input: z.infer<S>, user: CurrentUser) => Promise<T>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const user = await requireUser();
    return run(options, async () => handler(parse(schema, input), user));
  };
}

export const NOT_AUTHORIZED = 'Not authorized';

/** An action of the admin only: anyone else gets 'Not authorized' before the input is read. */
export function adminAction<S extends z.ZodType, T>(
  schema: S,
  options: Options,
  handler: (input: z.infer<S>, admin: CurrentUser) => Promise<T>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const user = await requireUser();
    if (!user.isAdmin) return { ok: false, error: NOT_AUTHORIZED };
    return run(options, async () => handler(parse(schema, input), user));
  };
}

type FormOptions<S extends z.ZodType> = Options & {
  /** The schema's input from the submitted fields; by default the fields as they are. */
  fromForm?: (values: Record<string, string>) => z.input<S>;
  /** Fields given back after a refusal so the page shows them again (never a password). */
  echo?: readonly string[];
};

type FormAction<T> = (previous: FormState<T>, data: FormData) => Promise<FormState<T>>;

async function runForm<S extends z.ZodType, T>(
  schema: S,
  options: FormOptions<S>,
  data: FormData,
  handler: (input: z.infer<S>) => Promise<T>,
): Promise<FormState<T>> {
  const values = formValues(data);
  const echo = Object.fromEntries((options.echo ?? []).map((key) => [key, values[key] ?? '']));
  const parsed = schema.safeParse(options.fromForm ? options.fromForm(values) : values);
  if (!parsed.success) {
    const { formErrors, fieldErrors } = issuesByField(parsed.error);
    return { status: 'error', error: formErrors[0], fieldErrors, values: echo };
  }
  const result = await run(options, () => handler(parsed.data));
  if (!result.ok) return { status: 'error', error: result.error, values: echo };
  return { status: 'success', data: result.data };
}

/**
 * The same three kinds of action for a `<form action>` with `useActionState`: they take the
 * FormData as posted (with or without JavaScript) and answer a FormState with every field's
 * errors at once, so each shows beside its field.
 */
export function publicFormAction<S extends z.ZodType, T>(
  schema: S,
  options: FormOptions<S>,
  handler: (input: z.infer<S>) => Promise<T>,
): FormAction<T> {
  return async (_previous, data) => runForm(schema, options, data, handler);
}

export function userFormAction<S extends z.ZodType, T>(
  schema: S,
  options: FormOptions<S>,
  handler: (input: z.infer<S>, user: CurrentUser) => Promise<T>,
): FormAction<T> {
  return async (_previous, data) => {
    const user = await requireUser();
    return runForm(schema, options, data, (input) => handler(input, user));
  };
}

export function adminFormAction<S extends z.ZodType, T>(
  schema: S,
  options: FormOptions<S>,
  handler: (input: z.infer<S>, admin: CurrentUser) => Promise<T>,
): FormAction<T> {
  return async (_previous, data) => {
    const user = await requireUser();
    if (!user.isAdmin) return { status: 'error', error: NOT_AUTHORIZED };
    return runForm(schema, options, data, (input) => handler(input, user));
  };
}
