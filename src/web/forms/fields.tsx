// Mantine inputs wired to a useZodForm field: visible label, value, blur check and the translated error.
import { PasswordInput, TextInput } from '@mantine/core';
import type { FormValues, ZodForm } from './useZodForm';
import { useErrorText } from './error-text';

interface FieldProps<V extends FormValues> {
  form: ZodForm<V, unknown>;
  name: keyof V & string;
  label: string;
  description?: string;
  placeholder?: string;
  autoComplete?: string;
  type?: 'text' | 'email';
  required?: boolean;
}

export function FormTextInput<V extends FormValues>({ form, name, ...rest }: FieldProps<V>) {
  const errorText = useErrorText();
  const { error, ...field } = form.text(name);
  return <TextInput {...rest} {...field} error={errorText(error)} />;
}

export function FormPasswordInput<V extends FormValues>({ form, name, type: _type, ...rest }: FieldProps<V>) {
  const errorText = useErrorText();
  const { error, ...field } = form.text(name);
  return <PasswordInput {...rest} {...field} error={errorText(error)} />;
}
