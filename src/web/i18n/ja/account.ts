import type { account as en } from '../en/account';
import type { Catalog } from '../types';

export const account: Catalog<typeof en> = {
  title: 'account',
};
