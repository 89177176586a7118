// Support conversations' rules shared by the server and the browser (zod-free, so the chat widget's chunk stays
// small): statuses, sizes, and what an attachment may be.

/** open: support's turn; waiting: the customer's turn (staff answered); closed. */
export const SUPPORT_STATUSES = ['open', 'waiting', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 5000;
/** Files per message. */
export const ATTACHMENTS_MAX = 3;

/**
 * What may be attached (spec platform §5 image rule "jpg or png under the limit", services §9 file rules): pictures
 * of a board as JPEG or PNG up to 2 MB (the spec's picture limit), documents as PDF and design files as ZIP or RAR up
 * to 20 MB (the receipt and Gerber limits). The type is read from the content, never from the name.
 */
export const ATTACHMENT_TYPES = {
  'image/jpeg': { ext: 'jpg', maxBytes: 2 * 1024 * 1024 },
  'image/png': { ext: 'png', maxBytes: 2 * 1024 * 1024 },
  'application/pdf': { ext: 'pdf', maxBytes: 20 * 1024 * 1024 },
  'application/zip': { ext: 'zip', maxBytes: 20 * 1024 * 1024 },
  'application/x-rar-compressed': { ext: 'rar', maxBytes: 20 * 1024 * 1024 },
} as const;
export type AttachmentMime = keyof typeof ATTACHMENT_TYPES;

/** What the file picker offers (the server checks the content again). */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,.zip,.rar,image/jpeg,image/png,application/pdf,application/zip';

/** The first answer staff promise (the console's due badge): within one working day, counted as 24 hours. */
export const FIRST_REPLY_PROMISE_MS = 24 * 3_600_000;
