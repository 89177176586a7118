// DFA review on the staff order page (issue 11): the order's points with the customer's answers, and for a role with
// dfa.review the raise form (the order goes on hold for DFA; allowed from the paid and production states) and, per
// answered point, accept (final: a second click confirms) or ask again with a note (the customer's reply unlocks).
// The server decides again with the state machines (src/shared/status/dfa.ts, order.ts) and the role.
import { Anchor, Badge, Button, Card, FileInput, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DfaIssue } from '../../../shared/contracts/dfa';
import { DFA_ISSUE_KINDS, type DfaIssueKind } from '../../../shared/status/dfa';
import { call, href, upload } from '../../api/client';
import { STAFF_KEY } from './api';
import { dateTime } from './format';
import { ListState } from './ListState';
import { useStaffCall } from './use-staff-call';

const dfaKey = (orderId: number) => [...STAFF_KEY, 'dfa', orderId] as const;

const STATUS_COLOR = { open: 'orange', answered: 'blue', reopened: 'orange', accepted: 'green' } as const;

const useRefresh = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: STAFF_KEY });
};

const RaiseForm = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation('staff');
  const refresh = useRefresh();
  const [kind, setKind] = useState<DfaIssueKind | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useStaffCall();
  const send = () =>
    run(async () => {
      const issue = await call('POST /v1/staff/dfa/raise', { body: { order_id: orderId, kind: kind ?? 'design', title, description } });
      return file ? upload('POST /v1/staff/dfa/attachment', { fields: { issue_id: issue.id }, file }) : issue;
    }, t('dfa.raised'), () => {
      setTitle('');
      setDescription('');
      setFile(null);
      return refresh();
    });
  return (
    <Stack gap="xs" data-testid="dfa-raise-form">
      <Text fw={600}>{t('dfa.raiseTitle')}</Text>
      <Select
        label={t('dfa.kindLabel')} data={DFA_ISSUE_KINDS.map((k) => ({ value: k, label: t(`dfa.kind.${k}`) }))}
        value={kind} onChange={(v) => setKind(v as DfaIssueKind | null)} required allowDeselect={false}
      />
      <TextInput label={t('dfa.titleLabel')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} required />
      <Textarea label={t('dfa.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} rows={3} maxLength={4000} required />
      <FileInput label={t('dfa.attachment')} value={file} onChange={setFile} accept="image/png,image/jpeg,image/webp,application/pdf" clearable />
      <Button color="orange" onClick={() => void send()} loading={busy} disabled={!kind || !title.trim() || !description.trim()}>{t('dfa.raise')}</Button>
    </Stack>
  );
};

const Review = ({ issue }: { issue: DfaIssue }) => {
  const { t } = useTranslation('staff');
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useStaffCall();
  const accept = async () => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    await run(() => call('POST /v1/staff/dfa/accept', { body: { issue_id: issue.id, note: note.trim() || undefined } }), t('dfa.accepted'), refresh);
    setConfirming(false);
  };
  const askAgain = () =>
    run(() => call('POST /v1/staff/dfa/ask-again', { body: { issue_id: issue.id, note } }), t('dfa.askedAgain'), () => {
      setNote('');
      return refresh();
    });
  return (
    <Stack gap="xs">
      <Textarea label={t('dfa.reviewNote')} value={note} onChange={(e) => setNote(e.currentTarget.value)} rows={2} maxLength={2000} />
      {confirming && <Text size="sm" c="red.8">{t('dfa.acceptConfirm')}</Text>}
      <Group>
        <Button color="green" onClick={() => void accept()} loading={busy}>{t('dfa.accept')}</Button>
        <Button variant="light" onClick={() => void askAgain()} loading={busy} disabled={!note.trim()}>{t('dfa.askAgain')}</Button>
      </Group>
    </Stack>
  );
};

const IssueCard = ({ issue, canReview }: { issue: DfaIssue; canReview: boolean }) => {
  const { t } = useTranslation('staff');
  return (
    <Card withBorder data-testid={`dfa-issue-${issue.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{issue.title}</Text>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="outline">{t(`dfa.kind.${issue.kind}`)}</Badge>
            <Badge variant="light" color={STATUS_COLOR[issue.status]} data-testid="dfa-issue-status">{t(`dfa.statusName.${issue.status}`)}</Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{issue.description}</Text>
        {issue.attachment && (
          <Anchor href={href('GET /v1/dfa/attachment', { query: { issue_id: issue.id } })} download size="sm">{t('dfa.download', { name: issue.attachment.name })}</Anchor>
        )}
        {issue.solution && (
          <Stack gap={2} p="xs" bg="gray.0" data-testid="dfa-answer">
            <Text size="xs" c="dimmed">{t('dfa.answeredAt', { date: dateTime(issue.answered_at) })}</Text>
            <Text size="sm"><b>{t('dfa.solutionLabel')}:</b> {t(`dfa.solution.${issue.solution}`)}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}><b>{t('dfa.reply')}:</b> {issue.reply}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}><b>{t('dfa.response')}:</b> {issue.response}</Text>
          </Stack>
        )}
        {issue.review_note && <Text size="sm" c="dimmed">{t('dfa.lastNote', { note: issue.review_note })}</Text>}
        {canReview && issue.status === 'answered' && <Review issue={issue} />}
      </Stack>
    </Card>
  );
};

interface DfaPanelProps {
  orderId: number;
  canReview: boolean;
  /** The order may be held for DFA now (the state machine's next moves include 1013, or it is held already). */
  canRaise: boolean;
}

export const DfaPanel = ({ orderId, canReview, canRaise }: DfaPanelProps) => {
  const { t } = useTranslation('staff');
  const review = useQuery({ queryKey: dfaKey(orderId), queryFn: ({ signal }) => call('GET /v1/staff/dfa/order', { query: { order_id: orderId } }, { signal }) });
  if (!review.data) return <ListState pending={review.isPending} error={review.isError} empty={false} onRetry={() => void review.refetch()} />;
  const issues = review.data.issues;
  if (!issues.length && !(canReview && canRaise)) return null;
  return (
    <Stack gap="sm" data-testid="dfa-panel">
      <Title order={3}>{t('dfa.title')}</Title>
      {canReview && canRaise && <Text size="sm" c="dimmed">{t('dfa.intro')}</Text>}
      {issues.length === 0 ? <Text size="sm" c="dimmed">{t('dfa.none')}</Text> : issues.map((i) => <IssueCard key={i.id} issue={i} canReview={canReview} />)}
      {canReview && canRaise && <Card withBorder><RaiseForm orderId={orderId} /></Card>}
    </Stack>
  );
};
