// Form state checked with the SAME zod schema the server uses (spec platform §5): a field is checked when it
// loses focus and every field before submit. Refined (cross-field) schemas are validated as a whole and the
// field's own issue is picked, so "emails do not match" shows under the confirmation field. Errors are message
// keys ('validation.email') or, from the server, keys or plain messages; useErrorText() turns them into text.
import { useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/client';

export type FormValues = Record<string, string | boolean>;
type Errors<V> = Partial<Record<keyof V & string, string>>;

/** The first issue per top-level field of a failed parse. */
const issuesByField = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!(name in out)) out[name] = issue.message;
  }
  return out;
};

/** A failure that belongs to no field: a message key (translated when the catalog has it) and the server's text. */
export interface FormMessage {
  key?: string;
  text?: string;
}

export interface ZodForm<V extends FormValues, Out> {
  values: V;
  errors: Errors<V>;
  /** Wrong credentials, rate limit, network failure and other problems of no single field. */
  formError: FormMessage | undefined;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Replaces all values (e.g. when the loaded user arrives) and clears the errors. */
  reset(values: V): void;
  /** Checks one field against the whole schema and records (or clears) its issue. */
  validateField(name: keyof V & string): void;
  /** Checks everything; returns the parsed (trimmed) data, or null after showing the issues. */
  validate(): Out | null;
  /**
   * Puts a failed call's field problems (422 `fields`) under their inputs; anything else becomes formError.
   * `keyFields` moves a whole-request error to a field, e.g. { 'errors.emailTaken': 'email' }.
   */
  applyError(err: unknown, keyFields?: Partial<Record<string, keyof V & string>>): void;
  /** Props for a Mantine TextInput / PasswordInput; `error` is a key, translate it with useErrorText. */
  text(name: keyof V & string): {
    name: string;
    value: string;
    onChange(e: ChangeEvent<HTMLInputElement>): void;
    onBlur(): void;
    error: string | undefined;
  };
  checkbox(name: keyof V & string): { name: string; checked: boolean; onChange(e: ChangeEvent<HTMLInputElement>): void };
}

/**
 * @param schema the request schema (or the part of it the form fills)
 * @param initial the form's starting values
 * @param toInput maps form values to what the schema parses (default: the values themselves)
 */
export function useZodForm<S extends z.ZodType, V extends FormValues>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = (v) => v,
): ZodForm<V, z.output<S>> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState<FormMessage | undefined>();
  // Handlers read the newest values even when a change and a blur land before React re-renders.
  const latest = useRef(initial);
  // Fields whose shown error came from the server, not from the schema.
  const fromServer = useRef(new Set<string>());

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    // A shown error is re-checked while the customer corrects it (this field or the one it depends on, e.g. the
    // password a confirmation must match): it disappears as they type, not when the field loses focus. Clearing
    // it on blur shrank the form under the pointer between mouse-down and mouse-up on the submit button, so the
    // first click after a failed submit was lost. New errors still wait for blur or submit.
    setErrors((prev) => {
      const shown = Object.keys(prev).filter((k) => prev[k as keyof V & string] !== undefined);
      if (shown.length === 0) return prev;
      const result = schema.safeParse(toInput(latest.current));
      const byField = result.success ? {} : issuesByField(result.error.issues);
      const next = { ...prev };
      for (const k of shown) {
        // The server's verdict on another field (e.g. 'email taken') stands until that field itself changes.
        if (k !== name && fromServer.current.has(k)) continue;
        if (!(k in byField)) delete next[k as keyof V & string];
      }
      if (!(name in byField)) fromServer.current.delete(name);
      return next;
    });
  };

  const reset = (next: V) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    fromServer.current.clear();
    setFormError(undefined);
  };

  const validateField = (name: keyof V & string) => {
    const result = schema.safeParse(toInput(latest.current));
    const message = result.success ? undefined : issuesByField(result.error.issues)[name];
    setErrors((prev) => ({ ...prev, [name]: message }));
  };

  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(toInput(latest.current));
    setFormError(undefined);
    fromServer.current.clear();
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const byField = issuesByField(result.error.issues);
    const next: Errors<V> = {};
    for (const [k, msg] of Object.entries(byField)) if (k in latest.current) next[k as keyof V & string] = msg;
    setErrors(next);
    // An issue outside the form's inputs must still be visible, or the button would seem to do nothing.
    if (Object.keys(next).length === 0) setFormError({ key: Object.values(byField)[0] ?? 'validation.invalid' });
    return null;
  };

  const applyError = (err: unknown, keyFields: Partial<Record<string, keyof V & string>> = {}) => {
    if (!(err instanceof ApiError)) {
      setFormError({ key: 'errors.generic' });
      return;
    }
    const field = err.key ? keyFields[err.key] : undefined;
    if (field && err.key) {
      fromServer.current = new Set([field]);
      setErrors({ [field]: err.key } as Errors<V>);
      setFormError(undefined);
      return;
    }
    const next: Errors<V> = {};
    let unmapped = 0;
    for (const [path, msg] of Object.entries(err.fields ?? {})) {
      const name = path.split('.')[0] ?? path;
      if (name in latest.current) next[name as keyof V & string] = msg;
      else unmapped += 1;
    }
    fromServer.current = new Set(Object.keys(next));
    setErrors(next);
    const anyMapped = Object.keys(next).length > 0;
    // Field problems speak for themselves; everything else shows the server's message (spec platform §8).
    setFormError(anyMapped && unmapped === 0 ? undefined : { key: err.key, text: err.message });
  };

  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.currentTarget.value as V[typeof name]),
    onBlur: () => validateField(name),
    error: errors[name],
  });

  const checkbox = (name: keyof V & string) => ({
    name,
    checked: values[name] === true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.currentTarget.checked as V[typeof name]),
  });

  return { values, errors, formError, setValue, reset, validateField, validate, applyError, text, checkbox };
}
