// Add / edit form of the address book (spec platform §3 Address book entry, §5 address rules). Checked with the
// shared rules on blur (postcode per country, PO box, phone, Brazil tax number, China courier remark) and as a
// whole before sending; the server checks the same rules again. Latin letters are recommended, not required.
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address, AddressSaved, Country } from '../../../shared/contracts/address';
import {
  BUYER_TYPES, NO_POSTCODE, TAX_NUMBER_TYPES, addressFormSchema, addressWarnings,
} from '../../../shared/rules/address';
import { useZodForm, type ZodForm } from '../../forms';
import { nameFieldOrder } from '../../../shared/rules/address-print';
import { edition } from '../../edition';
import { saveAddress, useRegions } from './api';
import { useAddressErrorText } from './error-text';

type AddressFormValues = {
  first_name: string;
  last_name: string;
  company: string;
  street_address: string;
  country_id: string;
  province: string;
  city: string;
  postcode: string;
  phone: string;
  is_default: boolean;
  tax_number: string;
  tax_number_type: string;
  buyer_type: string;
  cn_courier_remark: string;
};
type Form = ZodForm<AddressFormValues, unknown>;
type TextName = Exclude<keyof AddressFormValues, 'is_default'>;

const valuesOf = (a: Address | undefined, defaultCountryId: number | undefined): AddressFormValues => ({
  first_name: a?.first_name ?? '',
  last_name: a?.last_name ?? '',
  company: a?.company ?? '',
  street_address: a?.street_address ?? '',
  country_id: a ? String(a.country_id) : defaultCountryId ? String(defaultCountryId) : '',
  province: a?.province ?? '',
  city: a?.city ?? '',
  postcode: a?.postcode ?? '',
  phone: a?.phone ?? '',
  is_default: a?.is_default ?? false,
  tax_number: a?.tax_number ?? '',
  tax_number_type: a?.tax_number_type ?? '',
  buyer_type: a?.buyer_type ?? '',
  cn_courier_remark: a?.cn_courier_remark ?? '',
});

// The form keeps strings; the schema wants the API's types.
const toInput = (v: AddressFormValues) => ({
  ...v,
  country_id: Number(v.country_id) || 0,
  tax_number_type: v.tax_number_type || null,
  buyer_type: v.buyer_type || undefined,
});

interface FieldProps {
  form: Form;
  name: TextName;
  required?: boolean;
  description?: string;
  autoComplete?: string;
}

const TextField = ({ form, name, ...rest }: FieldProps) => {
  const { t } = useTranslation('address');
  const errorText = useAddressErrorText();
  const { error, ...field } = form.text(name);
  return <TextInput label={t(`fields.${name}`)} {...rest} {...field} error={errorText(error)} />;
};

interface Props {
  countries: Country[];
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** Country preselected for a new address (Japan on the Japanese edition). */
  defaultCountryId?: number;
  onSaved(saved: AddressSaved): void;
  onCancel(): void;
}

export const AddressForm = ({ countries, address, defaultCountryId, onSaved, onCancel }: Props) => {
  const { t } = useTranslation('address');
  const errorText = useAddressErrorText();
  const byId = useMemo(() => new Map(countries.map((c) => [c.id, c])), [countries]);
  const schema = useMemo(() => addressFormSchema((id) => byId.get(id)), [byId]);
  const form = useZodForm(schema, valuesOf(address, defaultCountryId), toInput);
  const [saving, setSaving] = useState(false);

  const country = byId.get(Number(form.values.country_id));
  const regions = useRegions(country);
  const warnings = addressWarnings(form.values);

  const chooseCountry = (value: string | null) => {
    form.setValue('country_id', value ?? '');
    form.setValue('province', '');
    form.validateField('country_id');
    if (form.values.postcode) form.validateField('postcode');
  };

  const chooseRegion = (value: string | null) => {
    form.setValue('province', value ?? '');
    form.validateField('province');
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    setSaving(true);
    try {
      onSaved(await saveAddress(body, address?.id));
    } catch (err) {
      form.applyError(err);
    } finally {
      setSaving(false);
    }
  };

  const regionError = errorText(form.errors.province);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={address ? t('editTitle') : t('addTitle')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {/* the Japanese edition asks for the family name first (姓, 名), as Japanese forms do */}
          {nameFieldOrder(edition).map((name) => (
            <TextField key={name} form={form} name={name} autoComplete={name === 'first_name' ? 'given-name' : 'family-name'} required />
          ))}
        </SimpleGrid>
        <TextField form={form} name="company" autoComplete="organization" />
        <Select
          label={t('fields.country_id')}
          placeholder={t('hints.selectCountry')}
          data={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.values.country_id || null}
          onChange={chooseCountry}
          error={errorText(form.errors.country_id)}
          searchable
          required
          autoComplete="off"
        />
        <TextField form={form} name="street_address" autoComplete="street-address" description={t('hints.streetNoPoBox')} required />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {country?.has_regions ? (
            <Select
              label={t('fields.province')}
              placeholder={t('hints.selectRegion')}
              data={(regions.data ?? []).map((r) => r.name)}
              value={form.values.province || null}
              onChange={chooseRegion}
              error={regionError}
              required={country.region_required}
              searchable
              clearable
              autoComplete="off"
            />
          ) : (
            <TextField form={form} name="province" autoComplete="address-level1" required={country?.region_required} />
          )}
          <TextField form={form} name="city" autoComplete="address-level2" required />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextField
            form={form}
            name="postcode"
            autoComplete="postal-code"
            description={country && !country.postcode_required ? t('hints.postcodeNone', { code: NO_POSTCODE }) : undefined}
            required
          />
          <TextField form={form} name="phone" autoComplete="tel" required />
        </SimpleGrid>
        {country?.courier_remark_required && (
          <Textarea
            label={t('fields.cn_courier_remark')}
            description={t('hints.courierRemark')}
            name="cn_courier_remark"
            value={form.values.cn_courier_remark}
            onChange={(e) => form.setValue('cn_courier_remark', e.currentTarget.value)}
            onBlur={() => form.validateField('cn_courier_remark')}
            error={errorText(form.errors.cn_courier_remark)}
            required
            autosize
            minRows={2}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextField
            form={form}
            name="tax_number"
            description={country?.tax_number_required ? t('hints.taxBrazil') : undefined}
            required={country?.tax_number_required}
          />
          <Select
            label={t('fields.tax_number_type')}
            data={TAX_NUMBER_TYPES.map((v) => ({ value: v, label: t(`taxTypes.${v}`) }))}
            value={form.values.tax_number_type || null}
            onChange={(v) => form.setValue('tax_number_type', v ?? '')}
            clearable
          />
        </SimpleGrid>
        <Radio.Group
          label={t('fields.buyer_type')}
          value={form.values.buyer_type}
          onChange={(v) => {
            form.setValue('buyer_type', v);
            form.validateField('buyer_type');
          }}
          error={errorText(form.errors.buyer_type)}
          required
        >
          <Group gap="md" mt={4}>
            {BUYER_TYPES.map((v) => (
              <Radio key={v} value={v} label={t(`buyerTypes.${v}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox label={t('fields.is_default')} {...form.checkbox('is_default')} />
        {Object.keys(warnings).length > 0 && (
          <Alert color="yellow" variant="light" role="status">
            {t('hints.latin')}
          </Alert>
        )}
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(form.formError.key, form.formError.text) ?? t('errors.generic', { ns: 'common' })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" loading={saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
