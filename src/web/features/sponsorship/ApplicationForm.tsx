// The sponsorship application (issue 15): checked in the browser with the server's schema; a failed call puts the
// server's field problems under their inputs.
import { Alert, Button, Checkbox, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SPONSORSHIP_DESCRIPTION_MAX, SPONSORSHIP_MAX_BOARDS, SPONSORSHIP_TEAMS, sponsorshipBodySchema, type SponsorshipProduct,
} from '../../../shared/contracts/sponsorship';
import { FormAlert, useZodForm } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { useApply } from './api';

const INITIAL = { project_name: '', team_type: '', organisation: '', website: '', description: '', boards: '', share: false };

export const ApplicationForm = ({ product }: { product: SponsorshipProduct }) => {
  const { t } = useTranslation('sponsorship');
  const errorText = useErrorText();
  const apply = useApply();
  const form = useZodForm(sponsorshipBodySchema, INITIAL, (v) => ({ ...v, product, boards: v.boards === '' ? undefined : Number(v.boards) }));
  const text = (name: 'project_name' | 'organisation' | 'website') => {
    const { error, ...field } = form.text(name);
    return { ...field, error: errorText(error) };
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      await apply.mutateAsync(body);
      form.reset(INITIAL);
    } catch (err) {
      form.applyError(err);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm" maw={640}>
        <TextInput label={t('form.project_name')} required maxLength={120} {...text('project_name')} />
        <Select
          label={t('form.team_type')} required allowDeselect={false} value={String(form.values.team_type) || null}
          data={SPONSORSHIP_TEAMS.map((v) => ({ value: v, label: t(`teamType.${v}`) }))}
          error={errorText(form.errors.team_type)} onChange={(v) => form.setValue('team_type', v ?? '')}
        />
        <TextInput label={t('form.organisation')} maxLength={120} {...text('organisation')} />
        <TextInput label={t('form.website')} type="url" maxLength={200} {...text('website')} />
        <Textarea
          label={t('form.description')} description={t('form.descriptionHint')} required rows={5} maxLength={SPONSORSHIP_DESCRIPTION_MAX}
          value={String(form.values.description)} error={errorText(form.errors.description)}
          onChange={(e) => form.setValue('description', e.currentTarget.value)} onBlur={() => form.validateField('description')}
        />
        <TextInput
          label={t('form.boards')} required type="number" min={1} max={SPONSORSHIP_MAX_BOARDS} w={200}
          value={String(form.values.boards)} error={errorText(form.errors.boards)}
          onChange={(e) => form.setValue('boards', e.currentTarget.value)} onBlur={() => form.validateField('boards')}
        />
        <Checkbox {...form.checkbox('share')} label={t('form.share')} error={errorText(form.errors.share)} />
        <FormAlert message={form.formError} />
        {apply.isSuccess && <Alert color="green" role="status">{t('form.sent')}</Alert>}
        <Button type="submit" loading={apply.isPending} style={{ alignSelf: 'flex-start' }}>{t('form.submit')}</Button>
      </Stack>
    </form>
  );
};
