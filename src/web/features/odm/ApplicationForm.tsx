// The custom product application (spec services §3: product SKU, quantity, estimated labour hours, logo requirements
// with a vector logo, firmware, customization details, other information) with the cost and schedule estimator
// (services §2), which follows every change with the same function the server stores with the request.
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { odmApplicationSchema, type OdmFile, type OdmPage, type OdmRequest } from '../../../shared/contracts/odm';
import { ODM_LOGO_METHODS, ODM_PACKAGING, type OdmLogoMethod, type OdmPackaging } from '../../../shared/pricing/odm';
import { call } from '../../api/client';
import { FormAlert, useZodForm } from '../../forms';
import { Acceptance, ChoiceField, LongText, ShortText } from './form-fields';
import { EstimatePanel } from './EstimatePanel';
import { num } from './InquiryForm';
import { OdmFileField } from './OdmFileField';

const INITIAL = {
  sku: '', quantity: '100', labour_hours: '0', logo: 'none', logo_requirements: '', packaging: 'standard', details: '', other_info: '',
  logo_file_id: '', firmware_file_id: '', accept_nre: false, accept_service_fee: false,
};
type Values = typeof INITIAL;

export const ApplicationForm = ({ page, signedIn, onSent }: { page: OdmPage; signedIn: boolean; onSent(r: OdmRequest): void }) => {
  const { t } = useTranslation('odm');
  const [logo, setLogo] = useState<OdmFile[]>([]);
  const [firmware, setFirmware] = useState<OdmFile[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(odmApplicationSchema, INITIAL as Values, (v) => ({
    kind: 'application', page, ...v, quantity: num(v.quantity), labour_hours: num(v.labour_hours),
    logo_file_id: v.logo_file_id || null, firmware_file_id: v.firmware_file_id || null,
  }));
  const setFile = (name: 'logo_file_id' | 'firmware_file_id', files: OdmFile[]) => {
    (name === 'logo_file_id' ? setLogo : setFirmware)(files);
    form.setValue(name, files[0]?.file_id ?? '');
  };
  const v = form.values;
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
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="odm-application-form">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <ShortText form={form} name="sku" label={t('fields.sku')} required />
            <ShortText form={form} name="quantity" label={t('fields.quantity')} type="number" required />
            <ShortText form={form} name="labour_hours" label={t('fields.labour_hours')} type="number" />
          </SimpleGrid>
          <ChoiceField form={form} name="logo" label={t('fields.logo')} required choices={ODM_LOGO_METHODS.map((value) => ({ value, label: t(`choice.logo.${value}`) }))} />
          {v.logo !== 'none' && (
            <>
              <LongText form={form} name="logo_requirements" label={t('fields.logo_requirements')} description={t('fields.logo_requirements_hint')} maxLength={1000} />
              {signedIn && (
                <OdmFileField purpose="logo" label={t('fields.logo_file')} files={logo} max={1} onChange={(f) => setFile('logo_file_id', f)} error={form.errors.logo_file_id} testId="odm-logo" />
              )}
            </>
          )}
          {signedIn && (
            <OdmFileField purpose="firmware" label={t('fields.firmware_file')} files={firmware} max={1} onChange={(f) => setFile('firmware_file_id', f)} error={form.errors.firmware_file_id} testId="odm-firmware" />
          )}
          <ChoiceField form={form} name="packaging" label={t('fields.packaging')} required choices={ODM_PACKAGING.map((value) => ({ value, label: t(`choice.packaging.${value}`) }))} />
          <LongText form={form} name="details" label={t('fields.details')} required maxLength={3000} />
          <LongText form={form} name="other_info" label={t('fields.other_info')} maxLength={2000} />
          <Acceptance form={form} name="accept_nre" label={t('fields.accept_nre')} />
          <Acceptance form={form} name="accept_service_fee" label={t('fields.accept_service_fee')} />
          <FormAlert message={form.formError} />
          <div>
            <Button type="submit" loading={busy} disabled={!signedIn} data-testid="odm-send">{t('forms.send')}</Button>
          </div>
        </Stack>
        <EstimatePanel
          quantity={num(v.quantity) ?? 0} labourHours={num(v.labour_hours) ?? 0} logo={v.logo as OdmLogoMethod}
          firmware={firmware.length > 0} packaging={v.packaging as OdmPackaging}
        />
      </SimpleGrid>
    </form>
  );
};
