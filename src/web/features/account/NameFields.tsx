// First and last name inputs side by side. The Japanese edition puts the family name first (姓, 名), the
// order Japanese customers write and expect.
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { edition } from '../../edition';
import { nameFieldOrder } from '../../../shared/rules/address-print';
import { FormTextInput, type ZodForm } from '../../forms';

type NameValues = { first_name: string; last_name: string };

export function NameFields<V extends NameValues>({ form }: { form: ZodForm<V, unknown> }) {
  const { t } = useTranslation('account');
  const first = (
    <FormTextInput key="first" form={form} name="first_name" label={t('fields.firstName')} autoComplete="given-name" required />
  );
  const last = (
    <FormTextInput key="last" form={form} name="last_name" label={t('fields.lastName')} autoComplete="family-name" required />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {nameFieldOrder(edition).map((n) => (n === 'first_name' ? first : last))}
    </SimpleGrid>
  );
}
