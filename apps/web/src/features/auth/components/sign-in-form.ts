import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/** What `register` gives an input: its name, its element and the change handler (an uncontrolled input). */
export interface RegisteredField {
  name: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface SignInForm<T extends FieldValues> {
  register: (name: keyof T & string) => RegisteredField;
  /** The form's submit handler: checks the values and, when they are fine, calls `onValid` with them. */
  handleSubmit: (onValid: (values: T) => void) => (event?: FormEvent) => Promise<void>;
  errors: FieldErrors<T>;
  /** A submit is being checked: the button shows it (the check's code may still be loading: issue 18). */
  checking: boolean;
  /** The last submit could not be checked (the check's code did not load): the form says so, and the next submit tries again. */
  failed: boolean;
}

const NO_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

/**
 * The sign-in page's form state without react-hook-form (issue 18: 15 kB gzipped of the page's first
 * load), checking as `useForm` with a resolver does by default: nothing before the first submit; on submit
 * every field (the first field in error gets the focus, and `onValid` gets the resolver's values); after a
 * submit, a field again on each change of it. The fields are uncontrolled, as with react-hook-form.
 */
export function useSignInForm<T extends FieldValues>(resolver: Resolver<T>, defaultValues: T): SignInForm<T> {
  const values = useRef<Record<string, unknown>>({ ...defaultValues });
  const elements = useRef(new Map<string, HTMLInputElement>());
  const submitted = useRef(false);
  const checks = useRef(new Map<string, number>());
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [checking, setChecking] = useState(false);
  const inCheck = useRef(false);
  const [failed, setFailed] = useState(false);

  const check = useCallback(async () => resolver(values.current as T, undefined, NO_OPTIONS as ResolverOptions<T>), [resolver]);

  const register = (name: keyof T & string): RegisteredField => ({
    name,
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    onChange: (event) => {
      values.current[name] = event.target.value;
      if (!submitted.current) return;
      const run = (checks.current.get(name) ?? 0) + 1;
      checks.current.set(name, run);
      void check().then((result) => {
        if (checks.current.get(name) !== run) return; // a later change of the field is being checked
        const error = (result.errors as Record<string, FieldError | undefined>)[name];
        setErrors((current) => {
          if (!error && !current[name]) return current;
          const next = { ...current };
          if (error) next[name] = error;
          else delete next[name];
          return next;
        });
      });
    },
  });

  const handleSubmit = (onValid: (values: T) => void) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (inCheck.current) return; // the submit before is still being checked
    submitted.current = true;
    // What the fields hold: also what was typed (or filled in by the browser) before the page's build-time
    // HTML was taken over by the app, which no change event reported (vite-prerender.ts).
    for (const [name, element] of elements.current) values.current[name] = element.value;
    inCheck.current = true;
    setChecking(true);
    setFailed(false);
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check();
    } catch {
      // The check's code did not load (a lost connection): said on the form, not swallowed, so the visitor
      // is not left with a button that did nothing.
      setFailed(true);
      return;
    } finally {
      inCheck.current = false;
      setChecking(false);
    }
    const found = result.errors as Record<string, FieldError>;
    setErrors(found);
    const names = Object.keys(found);
    if (names.length > 0) {
      // The first field in error, in the form's order (the default values'), as react-hook-form does.
      const first = Object.keys(defaultValues).find((name) => names.includes(name));
      if (first) elements.current.get(first)?.focus();
      return;
    }
    onValid(result.values as T);
  };

  return { register, handleSubmit, errors: errors as FieldErrors<T>, checking, failed };
}
