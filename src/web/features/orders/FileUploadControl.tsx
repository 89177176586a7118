// The one file-upload control of the order pages (a corrected design file for a held item, a wire-transfer
// receipt): pick a file, checked at once where the page can tell it will be refused, then upload it with the
// button; the wait and the refusal are shown under it. The server checks the content again.
import { useState, type ReactNode } from 'react';
import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import type { OrderAction } from './use-order-action';

interface Props {
  label: ReactNode;
  placeholder: string;
  accept: string;
  uploadLabel: string;
  /** Shown while the file is sent (large design files take a while). */
  busyText?: string;
  /** Why the page already knows the file will be refused, or null. */
  check?: (file: File) => string | null;
  action: OrderAction;
  /** Sends the file; answers the success toast's text. */
  upload(file: File): Promise<string>;
  testId?: string;
}

export const FileUploadControl = ({ label, placeholder, accept, uploadLabel, busyText, check, action, upload, testId }: Props) => {
  const [file, setFile] = useState<File | null>(null);
  const send = async () => {
    if (!file) return;
    const problem = check?.(file);
    if (problem) return action.setError(problem);
    if (await action.run(() => upload(file))) setFile(null);
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <FileInput
          size="sm" w={280} maw="100%" label={label} placeholder={placeholder} accept={accept} value={file} clearable
          disabled={action.busy} data-testid={testId}
          onChange={(f) => {
            setFile(f);
            action.setError(f ? (check?.(f) ?? null) : null);
          }}
        />
        <Button size="sm" onClick={() => void send()} loading={action.busy} disabled={!file}>
          {uploadLabel}
        </Button>
      </Group>
      {action.busy && busyText && <Text size="xs" c="dimmed">{busyText}</Text>}
      {action.error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {action.error}
        </Alert>
      )}
    </Stack>
  );
};
