// Mantine inputs wired to a useZodForm field: visible label, value, blur check and the translated error.
import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
  const { error, ...field } = form.text(name);
  // Mantine's show/hide button is labelled in English by default; screen readers need the edition's language.
  return (
    <PasswordInput
      {...rest}
      {...field}
      error={errorText(error)}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
    />
  );
}
