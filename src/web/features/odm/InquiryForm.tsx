// The ODM inquiry (spec services §3 "ODM inquiry": every field, in its order), checked with the server's own schema
// (contracts/odm.ts): the NRE and service fee boxes must be ticked (§5, with the spec's messages), mass production
// cannot be smaller or earlier than the first batch. Project files are uploaded at once and sent by id.
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ODM_EMPLOYEES, ODM_HOW_HEARD, ODM_IP_OWNERS, ODM_PAYMENT_TERMS, ODM_REVENUES, odmInquirySchema, type OdmFile, type OdmPage, type OdmRequest,
} from '../../../shared/contracts/odm';
import { call } from '../../api/client';
import { FormAlert, useZodForm } from '../../forms';
import { Acceptance, ChoiceField, LongText, ShortText } from './form-fields';
import { OdmFileField } from './OdmFileField';

const INITIAL = {
  company_name: '', business_field: '', website: '', employees: '', annual_revenue: '', project_intro: '', first_batch_volume: '',
  first_batch_time: '', mass_production_volume: '', mass_production_time: '', production_plan: '', ip_owner: '', payment_terms: '',
  delivery_list: '', how_heard: '', accept_nre: false, accept_service_fee: false,
};
type Values = typeof INITIAL & { file_ids?: string };

/** Typed numbers travel as numbers; an empty box is a missing value (the schema says it is required). */
export const num = (s: string | boolean | undefined): number | undefined => (typeof s !== 'string' || s.trim() === '' ? undefined : Number(s));

export const InquiryForm = ({ page, signedIn, onSent }: { page: OdmPage; signedIn: boolean; onSent(r: OdmRequest): void }) => {
  const { t } = useTranslation('odm');
  const [files, setFiles] = useState<OdmFile[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(odmInquirySchema, INITIAL as Values, (v) => ({
    kind: 'inquiry', page, ...v, first_batch_volume: num(v.first_batch_volume), mass_production_volume: num(v.mass_production_volume),
    file_ids: files.map((f) => f.file_id),
  }));
  const choices = <T extends string>(group: 'employees' | 'annual_revenue' | 'ip_owner' | 'payment_terms' | 'how_heard', values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`choice.${group}.${value}` as 'choice.logo.none') }));
  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      onSent(await call('POST /v1/odm/requests', { body }));
    } catch (err) {
      form.applyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="odm-inquiry-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ShortText form={form} name="company_name" label={t('fields.company_name')} required />
          <ShortText form={form} name="business_field" label={t('fields.business_field')} required />
          <ShortText form={form} name="website" label={t('fields.website')} type="url" />
          <ChoiceField form={form} name="employees" label={t('fields.employees')} required choices={choices('employees', ODM_EMPLOYEES)} />
          <ChoiceField form={form} name="annual_revenue" label={t('fields.annual_revenue')} required choices={choices('annual_revenue', ODM_REVENUES)} />
        </SimpleGrid>
        <LongText form={form} name="project_intro" label={t('fields.project_intro')} description={t('fields.project_intro_hint')} required maxLength={3000} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ShortText form={form} name="first_batch_volume" label={t('fields.first_batch_volume')} type="number" required />
          <ShortText form={form} name="first_batch_time" label={t('fields.first_batch_time')} type="month" required />
          <ShortText form={form} name="mass_production_volume" label={t('fields.mass_production_volume')} type="number" required />
          <ShortText form={form} name="mass_production_time" label={t('fields.mass_production_time')} type="month" required />
        </SimpleGrid>
        <LongText form={form} name="production_plan" label={t('fields.production_plan')} maxLength={2000} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ChoiceField form={form} name="ip_owner" label={t('fields.ip_owner')} required choices={choices('ip_owner', ODM_IP_OWNERS)} />
          <ChoiceField form={form} name="payment_terms" label={t('fields.payment_terms')} required choices={choices('payment_terms', ODM_PAYMENT_TERMS)} />
        </SimpleGrid>
        <LongText form={form} name="delivery_list" label={t('fields.delivery_list')} description={t('fields.delivery_list_hint')} required maxLength={2000} />
        <ChoiceField form={form} name="how_heard" label={t('fields.how_heard')} required choices={choices('how_heard', ODM_HOW_HEARD)} />
        {signedIn && (
          <OdmFileField
            purpose="document" label={t('fields.files')} description={t('fields.files_hint')} files={files} max={5} onChange={setFiles}
            error={form.errors.file_ids} testId="odm-files"
          />
        )}
        <Acceptance form={form} name="accept_nre" label={t('fields.accept_nre')} />
        <Acceptance form={form} name="accept_service_fee" label={t('fields.accept_service_fee')} />
        <FormAlert message={form.formError} />
        <div>
          <Button type="submit" loading={busy} disabled={!signedIn} data-testid="odm-send">{t('forms.send')}</Button>
        </div>
      </Stack>
    </form>
  );
};
