// /fusion-questionnaire (issue 15; spec platform §2): five questions; anyone may answer, staff read and export the
// answers in the console (/staff/questionnaire). Checked by the shared schema before sending.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Container, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  QUESTIONNAIRE_COMMENTS_MAX, QUESTIONNAIRE_RECOMMEND, QUESTIONNAIRE_ROLES, QUESTIONNAIRE_SERVICES, questionnaireBodySchema,
} from '../../../shared/contracts/newsletter';
import { call } from '../../api/client';
import { usePageTitle } from '../../forms';
import { errorMessage } from '../../shell/toast';

const SCORES = ['1', '2', '3', '4', '5'] as const;
type Field = 'role' | 'services' | 'satisfaction' | 'recommend';

export default function QuestionnairePage() {
  const { t } = useTranslation('newsletter');
  usePageTitle(t('questionnaire.title'));
  const [role, setRole] = useState('');
  const [services, setServices] = useState<string[]>([]);
  const [satisfaction, setSatisfaction] = useState('');
  const [recommend, setRecommend] = useState('');
  const [comments, setComments] = useState('');
  const [missing, setMissing] = useState<Set<Field>>(new Set());
  const send = useMutation({ mutationFn: (body: ReturnType<typeof questionnaireBodySchema.parse>) => call('POST /questionnaire', { body }) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = questionnaireBodySchema.safeParse({ role, services, satisfaction: satisfaction ? Number(satisfaction) : undefined, recommend, comments });
    if (!parsed.success) {
      setMissing(new Set(parsed.error.issues.map((i) => i.path[0] as Field)));
      return;
    }
    setMissing(new Set());
    send.mutate(parsed.data);
  };
  const error = (f: Field) => (missing.has(f) ? t('questionnaire.required') : undefined);

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('questionnaire.heading')}</Title>
        {send.isSuccess ? (
          <Alert color="green" role="status">{t('questionnaire.thanks')}</Alert>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="lg">
              <Text c="dimmed">{t('questionnaire.lead')}</Text>
              <Radio.Group label={t('questionnaire.role')} value={role} onChange={setRole} error={error('role')} required>
                <Stack gap={6} mt={6}>
                  {QUESTIONNAIRE_ROLES.map((r) => <Radio key={r} value={r} label={t(`questionnaire.roles.${r}`)} />)}
                </Stack>
              </Radio.Group>
              <Checkbox.Group label={t('questionnaire.services')} value={services} onChange={setServices} error={error('services')} required>
                <Stack gap={6} mt={6}>
                  {QUESTIONNAIRE_SERVICES.map((s) => <Checkbox key={s} value={s} label={t(`questionnaire.serviceNames.${s}`)} />)}
                </Stack>
              </Checkbox.Group>
              <Radio.Group label={t('questionnaire.satisfaction')} value={satisfaction} onChange={setSatisfaction} error={error('satisfaction')} required>
                <Group mt={6}>{SCORES.map((s) => <Radio key={s} value={s} label={s} />)}</Group>
              </Radio.Group>
              <Radio.Group label={t('questionnaire.recommend')} value={recommend} onChange={setRecommend} error={error('recommend')} required>
                <Group mt={6}>
                  {QUESTIONNAIRE_RECOMMEND.map((r) => <Radio key={r} value={r} label={t(`questionnaire.recommendChoices.${r}`)} />)}
                </Group>
              </Radio.Group>
              <Textarea
                label={t('questionnaire.comments')} value={comments} onChange={(e) => setComments(e.currentTarget.value)}
                maxLength={QUESTIONNAIRE_COMMENTS_MAX} autosize minRows={3}
              />
              {send.isError && <Alert color="red" role="alert">{errorMessage(send.error)}</Alert>}
              <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>{t('questionnaire.submit')}</Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
