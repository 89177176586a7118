import type { content as en } from '../en/content';
import type { Catalog } from '../types';

export const content: Catalog<typeof en> = {
  title: 'content',
};
