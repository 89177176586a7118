import type { shell as en } from '../en/shell';
import type { Catalog } from '../types';

export const shell: Catalog<typeof en> = {
  title: 'shell',
};
