// The account menu's entries (spec platform §2 "User menu"), shared by the header's Account menu and the
// user-account layout's side menu. Sign out is handled separately (useSignOut).

type UserMenuKey = 'coupons' | 'orders' | 'addresses' | 'personalDetail' | 'support' | 'odm' | 'dropShip' | 'licensedProducts' | 'distributor' | 'gallery' | 'paymentRequests' | 'batchPurchase' | 'resourceCenter' | 'deleteAccount';

interface UserMenuEntry {
  key: UserMenuKey;
  path: string;
  /** Paths under this prefix belong to the entry (order detail pages belong to Order History). */
  section: string;
  /** Shown only to some customers (use-user-menu.ts): drop shipping to those with goods in storage. */
  only?: 'dropShip';
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
  // drop shipping (issue 15): only for customers with goods in storage
  { key: 'dropShip', path: '/web/user/dropOrder/item', section: '/web/user/dropOrder', only: 'dropShip' },
  // partner programs (issue 15; platform §2 "licensed products admin", "distributor")
  { key: 'licensedProducts', path: '/web/user/licensedProducts', section: '/web/user/licensedProducts' },
  { key: 'distributor', path: '/web/user/distributor', section: '/web/user/distributor' },
  // the designs shared in the gallery (issue 14)
  { key: 'gallery', path: '/web/user/gallery', section: '/web/user/gallery' },
  // payment requests staff sent (issue 13 "Customized payments")
  { key: 'paymentRequests', path: '/web/user/payment-requests', section: '/web/user/payment-requests' },
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
