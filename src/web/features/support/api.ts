// Support calls (route map: src/shared/routes/support.ts): the customer's conversations, opening one, replying, and
// the attachment upload shared with the staff console.
import { useQuery } from '@tanstack/react-query';
import { call, href, upload } from '../../api/client';

export const SUPPORT_KEY = ['support'] as const;

export const useConversations = (enabled = true) =>
  useQuery({ queryKey: [...SUPPORT_KEY, 'list'], queryFn: ({ signal }) => call('GET /v1/support/conversations', {}, { signal }), enabled });

export const useConversation = (id: number, refetchInterval?: number) =>
  useQuery({
    queryKey: [...SUPPORT_KEY, 'thread', id],
    queryFn: ({ signal }) => call('GET /v1/support/conversation', { query: { id } }, { signal }),
    enabled: id > 0,
    refetchInterval,
    retry: false,
  });

export const openConversation = (body: { subject: string; message: string; order_id?: number; attachment_ids?: string[] }) =>
  call('POST /v1/support/conversations', { body });

export const replyTo = (conversationId: number, message: string, attachmentIds: string[] = []) =>
  call('POST /v1/support/reply', { body: { conversation_id: conversationId, message, attachment_ids: attachmentIds } });

/** Uploads the chosen files one by one (each checked by content on the server); their ids go with the message. */
export const uploadAttachments = async (files: readonly File[]): Promise<string[]> => {
  const ids: string[] = [];
  for (const file of files) ids.push((await upload('POST /v1/support/attachments', { fields: {}, file, fileName: file.name })).id);
  return ids;
};

export const attachmentHref = (id: string): string => href('GET /v1/support/attachments/:id', { params: { id } });
