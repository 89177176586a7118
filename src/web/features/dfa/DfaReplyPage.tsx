// /web/user/dfa/:orderId (issue 11; spec services §2 "DFA review reply page for the engineer response"): per point
// the engineer's text and attachment, and the reply form — solution, reply and response, all required (services §5),
// checked with the server's own schema. A sent answer is shown read-only until the engineer reviews it (the server
// refuses a change too); asked again, the form opens with the engineer's note; accepted, it is settled for good.
// Someone else's order answers 404: the page says not found.
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dfaAnswerBodySchema, type DfaIssue } from '../../../shared/contracts/dfa';
import { DFA_SOLUTIONS, type DfaSolution } from '../../../shared/status/dfa';
import { FormAlert, useZodForm, usePageTitle } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { errorMessage, showSuccess } from '../../shell/toast';
import { answerDfa, dfaAttachmentUrl, dfaKey, useDfaReview } from './api';

const STATUS_COLOR = { open: 'orange', answered: 'blue', reopened: 'orange', accepted: 'green' } as const;

const ReplyForm = ({ issue }: { issue: DfaIssue }) => {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const qc = useQueryClient();
  const form = useZodForm(
    dfaAnswerBodySchema,
    { solution: issue.solution ?? '', reply: issue.reply ?? '', response: issue.response ?? '' },
    (v) => ({ issue_id: issue.id, ...v, solution: v.solution || undefined }),
  );
  const send = async () => {
    const body = form.validate();
    if (!body) return;
    try {
      qc.setQueryData(dfaKey(issue.order_id), await answerDfa(body));
      showSuccess(t('dfa.sent'));
    } catch (err) {
      form.applyError(err);
    }
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); void send(); }} noValidate data-testid="dfa-reply-form">
      <Stack gap="sm">
        <FormAlert message={form.formError} />
        <Select
          label={t('dfa.solutionLabel')} placeholder={t('dfa.solutionPlaceholder')} required allowDeselect={false}
          data={DFA_SOLUTIONS.map((s) => ({ value: s, label: t(`dfa.solution.${s}`) }))}
          value={form.values.solution || null} onChange={(v) => form.setValue('solution', (v ?? '') as DfaSolution | '')}
          error={errorText(form.errors.solution)}
        />
        <Textarea label={t('dfa.reply')} description={t('dfa.replyHint')} required autosize minRows={2} maxLength={2000} value={form.values.reply} onChange={(e) => form.setValue('reply', e.currentTarget.value)} onBlur={() => form.validateField('reply')} error={errorText(form.errors.reply)} />
        <Textarea label={t('dfa.response')} description={t('dfa.responseHint')} required autosize minRows={2} maxLength={2000} value={form.values.response} onChange={(e) => form.setValue('response', e.currentTarget.value)} onBlur={() => form.validateField('response')} error={errorText(form.errors.response)} />
        <Group><Button type="submit">{t('dfa.send')}</Button></Group>
      </Stack>
    </form>
  );
};

const Answer = ({ issue }: { issue: DfaIssue }) => {
  const { t } = useTranslation('orders');
  if (!issue.solution) return null;
  return (
    <Stack gap={4} data-testid="dfa-answer">
      <Text size="sm"><b>{t('dfa.solutionLabel')}:</b> {t(`dfa.solution.${issue.solution}`)}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}><b>{t('dfa.reply')}:</b> {issue.reply}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}><b>{t('dfa.response')}:</b> {issue.response}</Text>
    </Stack>
  );
};

const IssueCard = ({ issue }: { issue: DfaIssue }) => {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder p="md" radius="md" data-testid={`dfa-issue-${issue.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">{issue.title}</Title>
          <Group gap="xs">
            <Badge variant="outline">{t(`dfa.kind.${issue.kind}`)}</Badge>
            <Badge variant="light" color={STATUS_COLOR[issue.status]} data-testid="dfa-issue-status">{t(`dfa.statusName.${issue.status}`)}</Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{issue.description}</Text>
        {issue.attachment && <Anchor href={dfaAttachmentUrl(issue.id)} download size="sm">{t('dfa.attachment', { name: issue.attachment.name })}</Anchor>}
        {issue.status === 'reopened' && issue.review_note && (
          <Alert color="orange" variant="light" data-testid="dfa-engineer-note">{t('dfa.engineerNote', { note: issue.review_note })}</Alert>
        )}
        {issue.editable ? <ReplyForm key={`${issue.id}:${issue.status}`} issue={issue} /> : (
          <>
            <Answer issue={issue} />
            <Text size="sm" c={issue.status === 'accepted' ? 'green.8' : 'dimmed'} data-testid="dfa-locked">
              {issue.status === 'accepted' ? t('dfa.settled') : t('dfa.locked')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
};

export default function DfaReplyPage() {
  const { t } = useTranslation('orders');
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const review = useDfaReview(valid ? orderId : 0);
  usePageTitle(review.data ? t('dfa.title', { no: review.data.order_no }) : t('dfa.loading'));
  if (!valid) return <Alert color="red">{t('errors.notFound', { ns: 'common' })}</Alert>;
  if (review.isPending) return <Loader aria-label={t('loading', { ns: 'common' })} />;
  if (review.isError) return <Alert color="red" variant="light" role="alert">{errorMessage(review.error)}</Alert>;
  const d = review.data;
  const allAccepted = d.issues.length > 0 && d.issues.every((i) => i.status === 'accepted');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('dfa.title', { no: d.order_no })}</Title>
      <Anchor component={Link} to={`/web/user/order/${d.order_id}`} size="sm">← {t('dfa.back', { no: d.order_no })}</Anchor>
      {d.issues.length === 0 ? <Text c="dimmed">{t('dfa.none')}</Text> : (
        allAccepted ? <Alert color="green" variant="light" data-testid="dfa-all-accepted">{t('dfa.allAccepted')}</Alert> : <Text size="sm">{t('dfa.intro')}</Text>
      )}
      {d.issues.map((i) => <IssueCard key={i.id} issue={i} />)}
    </Stack>
  );
}
