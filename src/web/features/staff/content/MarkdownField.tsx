// A Markdown text area with a preview drawn by the shop's own renderer (features/content/Markdown.tsx: raw HTML
// dropped, unsafe links removed), so staff see exactly what shoppers will.
import { Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../content/Markdown';

interface Props {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  maxLength: number;
}

export const MarkdownField = ({ label, value, onChange, error, maxLength }: Props) => {
  const { t } = useTranslation('staff');
  return (
    <Stack gap={4}>
      <Textarea label={label} value={value} error={error} maxLength={maxLength} autosize minRows={5} maxRows={16} onChange={(e) => onChange(e.currentTarget.value)} />
      <Text size="xs" c="dimmed">{t('content.common.preview')}</Text>
      <Paper withBorder p="xs" mah={240} style={{ overflow: 'auto' }}><Markdown>{value}</Markdown></Paper>
    </Stack>
  );
};
