// Mantine inputs wired to a useZodForm field whose values are all strings (numbers are typed as text and parsed by
// the shared schema): a select of a contract's choices, a textarea, a month and the acceptance checkboxes.
import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import type { FormValues, ZodForm } from '../../forms';
import { useErrorText } from '../../forms/error-text';

interface Base<V extends FormValues> {
  form: ZodForm<V, unknown>;
  name: keyof V & string;
  label: string;
  description?: string;
  required?: boolean;
}

export function ChoiceField<V extends FormValues>({ form, name, choices, ...rest }: Base<V> & { choices: { value: string; label: string }[] }) {
  const errorText = useErrorText();
  const { error, value } = form.text(name);
  return (
    <Select
      {...rest} data={choices} value={value || null} allowDeselect={false} error={errorText(error)} data-testid={`odm-${name}`}
      onChange={(v) => form.setValue(name, (v ?? '') as V[typeof name])} onBlur={() => form.validateField(name)}
    />
  );
}

export function LongText<V extends FormValues>({ form, name, maxLength, ...rest }: Base<V> & { maxLength: number }) {
  const errorText = useErrorText();
  const { error, onChange: _onChange, ...field } = form.text(name);
  return (
    <Textarea
      {...rest} {...field} rows={3} maxLength={maxLength} error={errorText(error)} data-testid={`odm-${name}`}
      onChange={(e) => form.setValue(name, e.currentTarget.value as V[typeof name])}
    />
  );
}

export function ShortText<V extends FormValues>({ form, name, type, ...rest }: Base<V> & { type?: 'text' | 'month' | 'number' | 'url' }) {
  const errorText = useErrorText();
  const { error, ...field } = form.text(name);
  return <TextInput {...rest} {...field} type={type ?? 'text'} error={errorText(error)} data-testid={`odm-${name}`} />;
}

export function Acceptance<V extends FormValues>({ form, name, label }: Omit<Base<V>, 'description'>) {
  const errorText = useErrorText();
  const error = form.errors[name];
  return <Checkbox {...form.checkbox(name)} label={label} error={errorText(error)} data-testid={`odm-${name}`} />;
}
