// The design-file upload (issue 3 §4): drag and drop or browse, ZIP/RAR up to 20 MB (checked here first so an
// obvious mistake costs no upload, and again by content on the server), upload progress, then 'Analysing…' while
// the server reads the archive. Anonymous visitors get the login dialog instead of the file picker.
import { useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Upload, UploadKind } from '../../../shared/contracts/upload';
import { useSession } from '../../session/session';
import { uploadDesignFile, type UploadProgress } from './api';
import { useFailureText, useKeyText } from './text';

/** Spec services §5, §9: Gerber archives are ZIP or RAR, 20 MB at most. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const ACCEPT = '.zip,.rar,application/zip,application/x-rar-compressed,application/vnd.rar';

interface UploadAreaProps {
  kind: UploadKind;
  title: string;
  upload: Upload | null;
  onUploaded(upload: Upload): void;
  onNeedLogin(): void;
}

export const UploadArea = ({ kind, title, upload, onUploaded, onNeedLogin }: UploadAreaProps) => {
  const { t } = useTranslation('order');
  const tx = useKeyText();
  const failureText = useFailureText();
  const { user } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const send = async (file: File) => {
    setError(null);
    if (!user) {
      onNeedLogin();
      return;
    }
    if (!/\.(zip|rar)$/i.test(file.name) || file.size === 0 || file.size > MAX_UPLOAD_BYTES) {
      setError(tx('upload.fileTypeOrSize'));
      return;
    }
    try {
      onUploaded(await uploadDesignFile(file, kind, setProgress));
    } catch (err) {
      setError(failureText(err));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const browse = () => {
    if (!user) onNeedLogin();
    else input.current?.click();
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) void send(file);
  };

  const busy = progress !== null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        p="lg"
        data-testid="upload-drop"
        style={{
          border: `2px dashed ${over ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-4)'}`,
          borderRadius: 8,
          background: over ? 'var(--mantine-color-green-0)' : 'var(--mantine-color-gray-0)',
          textAlign: 'center',
        }}
      >
        {busy ? (
          <Stack gap="xs" aria-live="polite">
            <Text size="sm">
              {progress.phase === 'uploading' ? t('uploadBox.uploading', { percent: progress.percent }) : t('uploadBox.analysing')}
            </Text>
            <Progress
              value={progress.percent}
              animated={progress.phase === 'analysing'}
              striped={progress.phase === 'analysing'}
              aria-label={progress.phase === 'uploading' ? t('uploadBox.uploading', { percent: progress.percent }) : t('uploadBox.analysing')}
            />
          </Stack>
        ) : (
          <Stack gap={6} align="center">
            {upload && (
              <Text size="sm" fw={500} data-testid="uploaded-name">
                {t('uploadBox.uploaded', { name: upload.name })}
              </Text>
            )}
            <Group gap="xs" justify="center">
              <Text size="sm">{t('uploadBox.drop')}</Text>
              <Button size="xs" variant={upload ? 'default' : 'filled'} onClick={browse}>
                {upload ? t('uploadBox.replace') : t('uploadBox.browse')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('uploadBox.hint')}
            </Text>
          </Stack>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={title}
          data-testid="upload-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void send(file);
          }}
        />
      </Box>
      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {upload?.status === 'unanalysed' && (
        <Alert color="yellow" variant="light">
          {t('uploadBox.unanalysed')}
        </Alert>
      )}
    </Stack>
  );
};
