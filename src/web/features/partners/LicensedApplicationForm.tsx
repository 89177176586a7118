// The licensed-products application (issue 15), checked with the server's own schema (contracts/licensed.ts): the
// product, its description, the first batch quantity and the program terms, which must be agreed.
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { licensedApplicationBodySchema, type LicensedPage, type LicensedProgram } from '../../../shared/contracts/licensed';
import { call } from '../../api/client';
import { FormAlert, useZodForm } from '../../forms';
import { Acceptance, LongText, ShortText } from '../odm/form-fields';
import { num } from '../odm/InquiryForm';

const INITIAL = { company_name: '', product_name: '', product_url: '', description: '', quantity: '', agree_terms: false };

export const LicensedApplicationForm = ({ page, signedIn, onSent }: { page: LicensedPage; signedIn: boolean; onSent(p: LicensedProgram): void }) => {
  const { t } = useTranslation('partners');
  const [busy, setBusy] = useState(false);
  const form = useZodForm(licensedApplicationBodySchema, INITIAL, (v) => ({ page, ...v, quantity: num(v.quantity) }));
  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      onSent(await call('POST /v1/licensed/applications', { body }));
    } catch (err) {
      form.applyError(err);
    } finally {
      setBusy(false);
    }
  };
  const f = (k: keyof typeof INITIAL) => t(`licensed.form.${k}`);
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="licensed-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ShortText form={form} name="company_name" label={f('company_name')} required />
          <ShortText form={form} name="product_name" label={f('product_name')} required />
          <ShortText form={form} name="product_url" label={f('product_url')} type="url" />
          <ShortText form={form} name="quantity" label={f('quantity')} type="number" required />
        </SimpleGrid>
        <LongText form={form} name="description" label={f('description')} description={t('licensed.form.description_hint')} required maxLength={3000} />
        <Acceptance form={form} name="agree_terms" label={f('agree_terms')} />
        <FormAlert message={form.formError} />
        <div>
          <Button type="submit" loading={busy} disabled={!signedIn} data-testid="licensed-send">{t('licensed.form.send')}</Button>
        </div>
      </Stack>
    </form>
  );
};
