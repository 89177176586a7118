// The distributor / affiliate application (issue 15), checked with the server's own schema
// (contracts/distributor.ts): which program, who, where, and how they sell or promote.
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISTRIBUTOR_KINDS, distributorApplicationBodySchema, type Distributor, type DistributorKind } from '../../../shared/contracts/distributor';
import { call } from '../../api/client';
import { FormAlert, useZodForm } from '../../forms';
import { useCountries } from '../address/api';
import { ChoiceField, LongText, ShortText } from '../odm/form-fields';

export const DistributorApplicationForm = ({ kind, signedIn, onSent }: { kind: DistributorKind; signedIn: boolean; onSent(d: Distributor): void }) => {
  const { t } = useTranslation('partners');
  const [busy, setBusy] = useState(false);
  const countries = useCountries(signedIn);
  const form = useZodForm(distributorApplicationBodySchema, { kind: kind as string, company_name: '', country_iso2: '', website: '', channels: '' });
  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      const { distributor } = await call('POST /v1/distributor/applications', { body });
      if (distributor) onSent(distributor);
    } catch (err) {
      form.applyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="distributor-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ChoiceField form={form} name="kind" label={t('distributors.form.kind')} required choices={DISTRIBUTOR_KINDS.map((k) => ({ value: k, label: t(`distributors.list.kind.${k}`) }))} />
          <ShortText form={form} name="company_name" label={t('distributors.form.company_name')} required />
          <ChoiceField
            form={form} name="country_iso2" label={t('distributors.form.country')} required
            choices={(countries.data ?? []).map((c) => ({ value: c.iso2, label: c.name }))}
          />
          <ShortText form={form} name="website" label={t('distributors.form.website')} type="url" />
        </SimpleGrid>
        <LongText form={form} name="channels" label={t('distributors.form.channels')} description={t('distributors.form.channels_hint')} required maxLength={2000} />
        <FormAlert message={form.formError} />
        <div>
          <Button type="submit" loading={busy} disabled={!signedIn} data-testid="distributor-send">{t('distributors.form.send')}</Button>
        </div>
      </Stack>
    </form>
  );
};
