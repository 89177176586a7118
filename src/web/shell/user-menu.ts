// The account menu's entries (spec platform §2 "User menu"), shared by the header's Account menu and the
// user-account layout's side menu. Sign out is handled separately (useSignOut).

type UserMenuKey = 'coupons' | 'orders' | 'addresses' | 'personalDetail' | 'support' | 'odm' | 'batchPurchase' | 'resourceCenter' | 'deleteAccount';

interface UserMenuEntry {
  key: UserMenuKey;
  path: string;
  /** Paths under this prefix belong to the entry (order detail pages belong to Order History). */
  section: string;
}

export const USER_MENU: readonly UserMenuEntry[] = [
  { key: 'coupons', path: '/web/user/coupon', section: '/web/user/coupon' },
  { key: 'orders', path: '/web/user/order/all', section: '/web/user/order' },
  { key: 'addresses', path: '/web/user/address', section: '/web/user/address' },
  { key: 'personalDetail', path: '/web/user/personal_detail', section: '/web/user/personal_detail' },
  // support conversations (issue 8 §3)
  { key: 'support', path: '/web/user/support', section: '/web/user/support' },
  // ODM requests and their quotes (issue 13)
  { key: 'odm', path: '/web/user/odm', section: '/web/user/odm' },
  // spec platform §2 "further entries" (issue 15): batch purchase leads to the marketplace page (ordering in volume,
  // ODM, kits), the resource center to the technical guide; both are CMS pages
  { key: 'batchPurchase', path: '/fusion-marketplace', section: '/fusion-marketplace' },
  { key: 'resourceCenter', path: '/fusion-guide', section: '/fusion-guide' },
  { key: 'deleteAccount', path: '/web/user/deleteAccount', section: '/web/user/deleteAccount' },
];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The entry the current route belongs to: by path prefix, else by the route's parent section (a detail route
 * declares `handle.parent`), else none.
 */
export const activeUserMenuEntry = (pathname: string, parentPath?: string): UserMenuEntry | undefined =>
  USER_MENU.find((e) => under(pathname, e.section)) ??
  (parentPath ? USER_MENU.find((e) => under(parentPath, e.section)) : undefined);
