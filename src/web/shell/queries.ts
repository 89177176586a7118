// The shell's server reads, as react-query hooks. Failures of these calls are silent: the widgets render
// empty (spec platform §8, "other failures are silent").
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

const MINUTE = 60_000;

const MENU_KEY = ['menu', 'list'] as const;
export const useMenu = () =>
  useQuery({ queryKey: MENU_KEY, queryFn: () => call('GET /menu/list'), staleTime: 30 * MINUTE });

/** Shared with the cart area: invalidate this key after adding to or removing from the cart. */
export const CART_DASHBOARD_KEY = ['cart', 'dashboard'] as const;
export const useCartDashboard = (enabled: boolean) =>
  useQuery({
    queryKey: CART_DASHBOARD_KEY,
    queryFn: () => call('GET /v1/cart/dashboard'),
    // Only for signed-in visitors: the cart needs a login, and an anonymous call would answer 4302.
    enabled,
    staleTime: MINUTE,
  });

const SYSTEM_SETTING_KEY = ['system', 'setting'] as const;
export const useSystemSetting = () =>
  useQuery({ queryKey: SYSTEM_SETTING_KEY, queryFn: () => call('GET /v1/system/setting'), staleTime: 10 * MINUTE });

export const useSystemStatus = () =>
  useQuery({ queryKey: ['system', 'status'], queryFn: () => call('GET /help/system-status'), staleTime: 5 * MINUTE });
