// The console's texts in both languages ride in the console's chunk (a few KB): the shop's page catalogs never
// carry them, and a customer never downloads them.
import i18n from '../../i18n/index';
import { staff as en } from '../../i18n/en/staff';
import { staff as ja } from '../../i18n/ja/staff';

export const loadStaffCatalog = (): void => {
  if (!i18n.hasResourceBundle('en', 'staff')) i18n.addResourceBundle('en', 'staff', en, true, true);
  if (!i18n.hasResourceBundle('ja', 'staff')) i18n.addResourceBundle('ja', 'staff', ja, true, true);
};
