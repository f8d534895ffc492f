'use client';

import { useRef, useState } from 'react';
import type { z } from 'zod';
import { formValues, issuesByField, type FieldErrors, type FormState } from '@/lib/forms/form-state';

type Validate = (values: Record<string, string>) => { formErrors: string[]; fieldErrors: FieldErrors };

/** A form's rules, loaded when the user first touches the form (zod stays out of the first load). */
export type Rules = () => Promise<Validate>;

/** Checks a form's fields with the schema its server action uses (after the same `fromForm`). */
export function validateWith<S extends z.ZodType>(
  schema: S,
  fromForm: (values: Record<string, string>) => unknown = (values) => values,
): Validate {
  return (values) => {
    const parsed = schema.safeParse(fromForm(values));
    return parsed.success ? { formErrors: [], fieldErrors: {} } : issuesByField(parsed.error);
  };
}

/** Rules from a module loaded on demand: `lazyRules(() => import('…').then((m) => validateWith(m.Schema)))`. */
export function lazyRules(load: () => Promise<Validate>): Rules {
  let loaded: Promise<Validate> | null = null;
  return () => (loaded ??= load());
}

const fieldName = (target: EventTarget) => (target instanceof Element ? target.getAttribute('name') : null);

/**
 * When a form's errors show (issue 28): a field's error appears once the user leaves the field
 * or submits, never on an untouched form; every invalid field shows its error at once. The
 * rules run in the browser with the server's schema, so a form with mistakes is not posted; the
 * server's answer (the `useActionState` state) covers what only the server knows and is what a
 * page posted without JavaScript shows. A server error beside a field stays until that field
 * is changed; the form-level error until it is dismissed or the form is posted again.
 */
export function useFormErrors<T>(state: FormState<T>, rules?: Rules) {
  // The rules arrive when the form is first focused or pressed; until then a submit simply
  // posts and the server answers with the same messages.
  const [validate, setValidate] = useState<Validate | null>(null);
  const loading = useRef<Promise<Validate> | null>(null);
  // The rules as soon as they arrive, for a submit made before the render that carries them.
  const loaded = useRef<Validate | null>(null);
  const loadFailed = useRef(false);
  function load(): Promise<Validate> | null {
    if (!rules) return null;
    if (!loading.current) loading.current = rules().then((v) => ((loaded.current = v), setValidate(() => v), v));
    return loading.current;
  }

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [clientFormError, setClientFormError] = useState<string | undefined>();
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [dismissed, setDismissed] = useState(false);

  // A new answer from the server: its errors are the current ones again.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setEdited(new Set());
    setDismissed(false);
  }

  function check(form: HTMLFormElement, rules = validate) {
    return rules ? rules(formValues(new FormData(form))) : { formErrors: [], fieldErrors: {} };
  }

  function leave(form: HTMLFormElement, name: string) {
    if (!validate) return void load()?.then((v) => leaveWith(v, form, name));
    leaveWith(validate, form, name);
  }

  function leaveWith(rules: Validate, form: HTMLFormElement, name: string) {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
    setClientErrors(check(form, rules).fieldErrors);
  }

  // Leaving a field by pressing a button of the form (Submit, most often): the error it brings
  // would push the button away between the press and the release, and the click would be lost.
  // So it waits until the press is over; a submit then shows every error anyway.
  const press = useRef<{ form: HTMLFormElement; left: string | null } | null>(null);

  const formProps = {
    noValidate: true,
    onFocus() {
      load();
    },
    onPointerDown(event: React.PointerEvent<HTMLFormElement>) {
      load();
      const form = event.currentTarget;
      press.current = { form, left: null };
      const release = () => {
        document.removeEventListener('pointerup', release);
        document.removeEventListener('pointercancel', release);
        // After the click that follows the release.
        setTimeout(() => {
          const left = press.current?.left;
          press.current = null;
          if (left) leave(form, left);
        });
      };
      document.addEventListener('pointerup', release);
      document.addEventListener('pointercancel', release);
    },
    onBlur(event: React.FocusEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (!name || !rules) return;
      if (press.current) press.current.left = name;
      else leave(event.currentTarget, name);
    },
    onChange(event: React.FormEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (!name) return;
      setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
      // While a field shows an error, fixing it clears the error at once; new errors wait for blur.
      if (validate && clientErrors[name]) {
        const now = check(event.currentTarget).fieldErrors;
        setClientErrors((current) => ({ ...current, [name]: now[name] }));
      }
    },
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      if (press.current) press.current.left = null;
      const form = event.currentTarget;
      const rulesNow = validate ?? loaded.current;
      const pending = rulesNow || loadFailed.current ? null : load();
      if (pending) {
        // Submitted before the rules arrived (a fast click after typing): posting now would send
        // a form the rules refuse, and React empties a form whose action ran. Check it first.
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        pending.then(
          () => form.requestSubmit(submitter),
          () => ((loadFailed.current = true), form.requestSubmit(submitter)), // the server checks alone
        );
        return;
      }
      if (!rulesNow) return;
      const { formErrors, fieldErrors } = check(form, rulesNow);
      const names = Array.from(form.elements, (element) => element.getAttribute('name')).filter(
        (n): n is string => !!n,
      );
      setTouched(new Set(names));
      setClientErrors(fieldErrors);
      setClientFormError(formErrors[0]);
      setDismissed(false);
      const firstInvalid = names.find((name) => fieldErrors[name]);
      if (formErrors.length === 0 && !firstInvalid) return; // valid: the form posts to its action
      event.preventDefault();
      if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus?.();
    },
  };

  function errorFor(name: string): string | undefined {
    if (touched.has(name) && clientErrors[name]?.length) return clientErrors[name]?.[0];
    if (!edited.has(name)) return state.fieldErrors?.[name]?.[0];
    return undefined;
  }

  const formError = dismissed ? undefined : (clientFormError ?? state.error);
  const dismissFormError = () => {
    setDismissed(true);
    setClientFormError(undefined);
  };

  /** Fields filled by code (a picked suggestion): their errors go, as if the user had typed. */
  function clearErrors(names: readonly string[]) {
    setEdited((current) => new Set([...current, ...names]));
    setClientErrors((current) => ({ ...current, ...Object.fromEntries(names.map((name) => [name, undefined])) }));
    dismissFormError();
  }

  return { formProps, errorFor, formError, dismissFormError, clearErrors };
}
