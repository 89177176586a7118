// Step 2, Notice and Agreement (spec services §3, §5): a reason from the 7, the free text when "other", and the
// terms agreed; checked in the browser with the same schema as the server, then the account check runs.
import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DELETION_REASON_TEXT_MAX, DELETION_REASONS, deletionCheckBodySchema, type DeletionCheckBody } from '../../../shared/contracts/account-deletion';
import { FormAlert, useZodForm } from '../../forms';
import { useErrorText } from '../../forms/error-text';

interface Props {
  token: string;
  onBack: () => void;
  onSubmit: (body: DeletionCheckBody) => void;
}

export const NoticeStep = ({ token, onBack, onSubmit }: Props) => {
  const { t } = useTranslation('accountDeletion');
  const errorText = useErrorText();
  const form = useZodForm(deletionCheckBodySchema, { reason: '', reason_text: '', agree: false }, (v) => ({ ...v, token }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (body) onSubmit(body);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('notice.reasonLabel')} placeholder={t('notice.reasonPlaceholder')} required allowDeselect={false}
          data={DELETION_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
          value={form.values.reason || null} error={errorText(form.errors.reason)}
          onChange={(v) => form.setValue('reason', v ?? '')}
        />
        {form.values.reason === 'other' && (
          <Textarea
            label={t('notice.otherLabel')} required rows={3} maxLength={DELETION_REASON_TEXT_MAX}
            value={String(form.values.reason_text)} error={errorText(form.errors.reason_text)}
            onChange={(e) => form.setValue('reason_text', e.currentTarget.value)} onBlur={() => form.validateField('reason_text')}
          />
        )}
        <Alert color="red" variant="light">
          <Text size="sm">{t('notice.terms')}</Text>
        </Alert>
        <Checkbox {...form.checkbox('agree')} label={t('notice.agree')} error={errorText(form.errors.agree)} />
        <FormAlert message={form.formError} />
        <Group>
          <Button variant="default" onClick={onBack}>{t('back')}</Button>
          <Button type="submit">{t('notice.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
};
