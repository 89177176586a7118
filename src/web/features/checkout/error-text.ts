// Checkout errors: the server's keys ('shipping.unavailableCountry', 'errors.couponNotUsable') are translated from
// the checkout namespace first, then the ordering pages' (shipping texts), then the common one.
import { ApiError } from '../../api/client';
import i18n from '../../i18n/index';
import { errorMessage } from '../../shell/toast';

const NAMESPACES = ['checkout', 'order', 'common'] as const;

export const checkoutErrorText = (err: unknown): string => {
  if (err instanceof ApiError && err.key) {
    for (const ns of NAMESPACES) {
      if (i18n.exists(err.key, { ns })) return i18n.t(err.key, { ns, defaultValue: err.message });
    }
  }
  return errorMessage(err);
};
