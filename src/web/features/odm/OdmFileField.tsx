// One ODM upload (a vector logo, a firmware image or a project document): sent at once to POST /v1/odm/files, which
// checks it by content and size (services §5: 20 MB); the form keeps only the answer's id. A refused file shows the
// server's message ("Please upload the correct file type or size.").
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OdmFile, OdmFilePurpose } from '../../../shared/contracts/odm';
import { upload } from '../../api/client';
import { useFileSend } from '../../forms/use-file-send';

const ACCEPT: Record<OdmFilePurpose, string> = {
  logo: '.ai,.svg,.pdf,image/svg+xml,application/pdf,application/postscript',
  firmware: '.bin,.hex,.zip,application/octet-stream,application/zip',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.zip,.txt,.md,.png,.jpg,.jpeg',
};

interface Props {
  purpose: OdmFilePurpose;
  label: string;
  description?: string;
  files: OdmFile[];
  max: number;
  onChange(files: OdmFile[]): void;
  error?: string;
  testId: string;
}

export const OdmFileField = ({ purpose, label, description, files, max, onChange, error, testId }: Props) => {
  const { t } = useTranslation('odm');
  const { busy, problem, pick: send } = useFileSend(async (file) => {
    const answer = await upload('POST /v1/odm/files', { fields: { purpose }, file, fileName: file.name });
    onChange(max === 1 ? [answer] : [...files, answer]);
  });
  return (
    <Input.Wrapper label={label} description={description} error={problem ?? error} data-testid={testId}>
      <Group gap="xs" mt={4}>
        {files.length < max && (
          <FileButton onChange={(f) => void send(f)} accept={ACCEPT[purpose]}>
            {(props) => <Button {...props} variant="default" size="xs" loading={busy} data-testid={`${testId}-button`}>{t('file.choose')}</Button>}
          </FileButton>
        )}
        {busy && <Text size="xs">{t('file.uploading')}</Text>}
      </Group>
      {files.map((f) => (
        <Group key={f.file_id} gap="xs" mt={4}>
          <Text size="sm" data-testid={`${testId}-attached`}>{t('file.attached', { name: f.name })}</Text>
          <Button variant="subtle" size="compact-xs" onClick={() => onChange(files.filter((x) => x.file_id !== f.file_id))}>{t('file.remove')}</Button>
        </Group>
      ))}
    </Input.Wrapper>
  );
};
