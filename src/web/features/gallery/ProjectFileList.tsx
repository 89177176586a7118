// A project page's files (BOM, assembly, test) grouped by kind, each with its size and a download link; the server
// sends them as attachments to whoever may see the project.
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GALLERY_PROJECT_FILE_KINDS, type GalleryFile } from '../../../shared/contracts/gallery';
import { fileSize } from './file-size';

export const ProjectFileList = ({ files }: { files: GalleryFile[] }) => {
  const { t } = useTranslation('gallery');
  return (
    <Stack gap="xs" data-testid="gallery-file-list">
      <Title order={2} fz="h4">{t('detail.files')}</Title>
      <Table withTableBorder>
        <Table.Tbody>
          {GALLERY_PROJECT_FILE_KINDS.flatMap((kind) => files.filter((f) => f.kind === kind)).map((f) => (
            <Table.Tr key={f.file_id} data-testid={`gallery-file-${f.kind}`}>
              <Table.Td><Text size="sm" fw={500}>{t(`fileKind.${f.kind}`)}</Text></Table.Td>
              <Table.Td><Anchor href={f.url} download aria-label={t('detail.download', { name: f.name })}>{f.name}</Anchor></Table.Td>
              <Table.Td><Text size="sm" c="dimmed">{fileSize(f.size)}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
};
