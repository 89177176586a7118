// The project form's files (issue 14 "files (Gerber, BOM, assembly, test)"): the Gerber comes with the board chosen
// above; here the owner uploads a BOM, assembly (pick-and-place) or test file, or takes a copy of a past PCBA order's
// BOM or pick-and-place file. The server checks each by content and size (docs/gallery.md "Files"); the form keeps
// the answers' ids, which the project takes on saving.
import { Badge, Button, CloseButton, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_LIMITS, GALLERY_PROJECT_FILE_KINDS, type GalleryFileKind, type GallerySources } from '../../../shared/contracts/gallery';
import { ApiError, call, upload } from '../../api/client';
import { useErrorText } from '../../forms/error-text';
import { fileSize } from './file-size';
import type { FormFile } from './project-form';

/** What each kind's picker offers; the server decides by content. */
export const GALLERY_FILE_ACCEPT: Record<GalleryFileKind, string> = {
  bom: '.csv,.xls,.xlsx',
  assembly: '.csv,.txt,.xlsx,.xls',
  test: '.zip,.pdf,.txt',
  attachment: '.pdf,.zip,.png,.jpg,.jpeg,.txt',
};

/** Uploads one file of a kind; answers the failure's text for the form, or the file. */
export const useGalleryUpload = () => {
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const run = async (what: string, send: () => Promise<{ file_id: string; kind: GalleryFileKind; name: string; size: number }>): Promise<FormFile | null> => {
    setBusy(what);
    setFailure(undefined);
    try {
      const f = await send();
      return { id: f.file_id, kind: f.kind, name: f.name, size: f.size };
    } catch (err) {
      setFailure(err instanceof ApiError ? errorText(err.key, err.message) : errorText('errors.generic'));
      return null;
    } finally {
      setBusy(null);
    }
  };
  const send = (kind: GalleryFileKind, file: File) => run(kind, () => upload('POST /v1/gallery/files', { fields: { kind }, file, fileName: file.name }));
  const copy = (orderLineId: number, which: 'bom' | 'placement') =>
    run(`${orderLineId}-${which}`, () => call('POST /v1/gallery/files/from-order', { body: { order_line_id: orderLineId, which } }));
  return { busy, failure, send, copy };
};

interface Props {
  files: FormFile[];
  onChange: (files: FormFile[]) => void;
  pcba: GallerySources['pcba'];
  error?: string | undefined;
}

export const ProjectFiles = ({ files, onChange, pcba, error }: Props) => {
  const { t } = useTranslation('gallery');
  const { busy, failure, send, copy } = useGalleryUpload();
  const full = files.length >= GALLERY_LIMITS.filesMax;
  const add = (f: FormFile | null) => {
    if (f) onChange([...files, f]);
  };
  return (
    <Stack gap={4} data-testid="gallery-files">
      <Text fw={500} size="sm">{t('form.files')}</Text>
      <Text size="xs" c="dimmed">{t('form.filesHint')}</Text>
      {files.map((f) => (
        <Paper key={f.id} withBorder px="xs" py={4}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light">{t(`fileKind.${f.kind}`)}</Badge>
              <Text size="sm">{f.name}</Text>
              <Text size="xs" c="dimmed">{fileSize(f.size)}</Text>
            </Group>
            <CloseButton size="sm" aria-label={t('form.removeFile', { name: f.name })} onClick={() => onChange(files.filter((x) => x.id !== f.id))} />
          </Group>
        </Paper>
      ))}
      <Group gap="xs">
        {GALLERY_PROJECT_FILE_KINDS.map((kind) => (
          <FileButton key={kind} onChange={(file) => { if (file) void send(kind, file).then(add); }} accept={GALLERY_FILE_ACCEPT[kind]} inputProps={{ 'data-testid': `gallery-file-input-${kind}` } as object}>
            {(props) => <Button {...props} variant="light" size="xs" loading={busy === kind} disabled={full}>{t(`form.addFile.${kind}`)}</Button>}
          </FileButton>
        ))}
      </Group>
      {pcba.map((s) => (
        <Group key={s.order_line_id} gap="xs">
          <Text size="sm">{t('form.fromAssembly', { orderNo: s.order_no })}</Text>
          {s.bom && <Button variant="subtle" size="xs" disabled={full} loading={busy === `${s.order_line_id}-bom`} onClick={() => void copy(s.order_line_id, 'bom').then(add)}>{t('form.useBom', { name: s.bom.name })}</Button>}
          {s.placement && <Button variant="subtle" size="xs" disabled={full} loading={busy === `${s.order_line_id}-placement`} onClick={() => void copy(s.order_line_id, 'placement').then(add)}>{t('form.usePlacement', { name: s.placement.name })}</Button>}
        </Group>
      ))}
      {(failure ?? error) && <Text c="red" size="sm" role="alert">{failure ?? error}</Text>}
    </Stack>
  );
};
