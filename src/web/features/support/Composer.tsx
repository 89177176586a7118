// Writing a message with up to three files, for the customer's thread and the staff console. The files are uploaded
// when the message is sent (each checked by content on the server), then the message claims them.
import { Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, ATTACHMENTS_MAX, MESSAGE_MAX } from '../../../shared/contracts/support-rules';
import { showError } from '../../shell/toast';
import { uploadAttachments } from './api';

interface ComposerProps {
  label: string;
  sendLabel: string;
  /** Sends the message with the uploaded files' ids; resolves once it is saved, or with false when it was not sent. */
  onSend: (message: string, attachmentIds: string[]) => Promise<unknown>;
}

export const Composer = ({ label, sendLabel, onSend }: ComposerProps) => {
  const { t } = useTranslation('support');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!message.trim()) return;
    setBusy(true);
    try {
      const ids = await uploadAttachments(files);
      if ((await onSend(message.trim(), ids)) === false) return;
      setMessage('');
      setFiles([]);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" component="form" onSubmit={(e: React.FormEvent) => { e.preventDefault(); void send(); }}>
      <Textarea label={label} value={message} onChange={(e) => setMessage(e.currentTarget.value)} rows={4} maxLength={MESSAGE_MAX} required />
      <FileInput
        label={t('form.attachments')} description={t('form.attachmentsHint')} multiple clearable accept={ATTACHMENT_ACCEPT}
        value={files} onChange={(f) => setFiles(f.slice(0, ATTACHMENTS_MAX))}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={busy} disabled={!message.trim()}>{sendLabel}</Button>
      </Group>
    </Stack>
  );
};
