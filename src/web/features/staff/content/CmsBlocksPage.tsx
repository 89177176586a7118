// CMS blocks by key (issue 9): the shop's written pages (about us, terms, privacy, sitemap, home intro) with their
// English and Japanese versions; staff edit one language of a key at a time, in Markdown with the shop's preview.
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCmsBlock } from '../../../../shared/contracts/staff-content';
import { call } from '../../../api/client';
import { dateTime } from '../format';
import { StaffTable, type StaffColumn } from '../StaffTable';
import { MarkdownField } from './MarkdownField';
import { useCmsBlocks, useSave } from './api';
import { AuditHistory } from '../AuditHistory';

type Lang = 'en' | 'jp';
interface Editing {
  key: StaffCmsBlock['key'];
  lang: Lang;
  title: string;
  body: string;
}
const SHOP_KEYS = [['content']] as const;

const CmsForm = ({ initial, onDone }: { initial: Editing; onDone: () => void }) => {
  const { t } = useTranslation('staff');
  const [d, setD] = useState(initial);
  const { busy, errors, run } = useSave(SHOP_KEYS);
  const save = async () => {
    if (await run(() => call('POST /v1/staff/content/cms', { body: { ...d } }))) onDone();
  };
  return (
    <Card withBorder data-testid="cms-form">
      <Stack>
        <Title order={4}>{t('content.cms.editTitle', { key: d.key, lang: t(`content.common.${d.lang}`) })}</Title>
        <TextInput label={t('content.cms.titleField')} value={d.title} maxLength={200} error={errors.title} onChange={(e) => setD({ ...d, title: e.currentTarget.value })} />
        <MarkdownField label={t('content.cms.body')} value={d.body} maxLength={50_000} error={errors.body} onChange={(body) => setD((x) => ({ ...x, body }))} />
        <Group>
          <Button onClick={() => void save()} loading={busy}>{t('common.save')}</Button>
          <Button variant="default" onClick={onDone}>{t('content.common.close')}</Button>
        </Group>
        <AuditHistory recordType="setting" recordId={`cms:${d.key}:${d.lang}`} compact />
      </Stack>
    </Card>
  );
};

export const CmsBlocksPage = () => {
  const { t } = useTranslation('staff');
  const list = useCmsBlocks();
  const [editing, setEditing] = useState<Editing | null>(null);
  const version = (b: StaffCmsBlock, lang: Lang) => {
    const v = b[lang];
    return (
      <Group gap="xs" wrap="nowrap">
        <Stack gap={0}>
          <Text size="sm">{v?.title ?? t('content.cms.missing')}</Text>
          {v && <Text size="xs" c="dimmed">{dateTime(v.updated_at)}</Text>}
        </Stack>
        <Button size="xs" variant="light" aria-label={`${t('content.common.edit')} ${b.key} ${t(`content.common.${lang}`)}`}
          onClick={() => setEditing({ key: b.key, lang, title: v?.title ?? '', body: v?.body ?? '' })}>
          {t('content.common.edit')}
        </Button>
      </Group>
    );
  };
  const columns: StaffColumn<StaffCmsBlock>[] = [
    { label: t('content.cms.key'), render: (b) => <Text ff="monospace" size="sm">{b.key}</Text> },
    { label: t('content.common.en'), render: (b) => version(b, 'en') },
    { label: t('content.common.jp'), render: (b) => version(b, 'jp') },
  ];
  return (
    <Stack>
      <Title order={2}>{t('content.cms.title')}</Title>
      <Text c="dimmed" size="sm">{t('content.cms.intro')}</Text>
      {editing && <CmsForm key={`${editing.key}-${editing.lang}`} initial={editing} onDone={() => setEditing(null)} />}
      <StaffTable columns={columns} rows={list.data} rowKey={(b) => b.key} rowTestId={(b) => `cms-${b.key}`} pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()} />
    </Stack>
  );
};
