// The route table, mirroring the spec's routes (platform §2). Pages load on demand; most shop routes also
// answer with an .html alias. A route is registered when its page exists; later areas add theirs here.
import { Navigate, type RouteObject } from 'react-router';
import { edition } from './edition';
import { RequireAuth } from './session/RequireAuth';
import type { CmsKey } from '../shared/contracts/content';

type PageModule = { default: React.ComponentType };
/** A lazy page: its code and the page catalogs of the edition's language load together (i18n/index.ts). */
const withCatalogs = <T,>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), loadPageCatalogs()]).then(([mod]) => mod);
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await withCatalogs(load)).default });

/** A lazy page for signed-in customers only (visitors go to the login page and come back). */
const signedIn = (load: () => Promise<PageModule>) => async () => {
  const Page = (await withCatalogs(load)).default;
  return { Component: () => <RequireAuth><Page /></RequireAuth> };
};

/** Route handle: breadcrumb title key (account namespace) and the parent section for detail routes. */
export interface RouteHandle {
  crumb?: string;
  parent?: { crumb: string; path: string };
  /**
   * The route flag of the spec's chat widget (spec platform: it opens after 1 s on pages not hidden by a route flag):
   * pages where a floating button would sit over what the customer came to press (cart, order forms with their
   * sticky price bar on phones). Checkout and the payment pages have no shop chrome, so no widget either.
   */
  hideChat?: boolean;
}

const NO_CHAT = { hideChat: true } satisfies RouteHandle;

/** A path and its .html alias. */
const withHtml = (path: string, route: Omit<RouteObject, 'path' | 'index' | 'children'>): RouteObject[] => [
  { path, ...route } as RouteObject,
  { path: `${path}.html`, ...route } as RouteObject,
];

const cms = (key: CmsKey): RouteObject[] =>
  withHtml(`/${key}`, { lazy: async () => ({ Component: () => <CmsRoute pageKey={key} /> }) });

// CmsPage takes the page key as a prop; wrapped so the route table stays declarative.
import { lazy, Suspense } from 'react';
import { loadPageCatalogs } from './i18n/index';
const CmsPage = lazy(() => withCatalogs(() => import('./features/content/CmsPage')));
const CmsRoute = ({ pageKey }: { pageKey: CmsKey }) => (
  <Suspense fallback={null}>
    <CmsPage pageKey={pageKey} />
  </Suspense>
);

const shopRoutes: RouteObject[] = [
  edition === 'jp'
    ? { index: true, lazy: page(() => import('./features/home/JapanHomePage')) }
    : { index: true, element: <Navigate to="/fusion" replace /> },
  ...withHtml('/fusion', { lazy: page(() => import('./features/home/HomePage')) }),
  { path: '/web', element: <Navigate to="/web/cart" replace /> },
  { path: '/web/cart', handle: NO_CHAT, lazy: page(() => import('./features/cart/CartPage')) },
  // a PCB assembly item's parts and the BOM check's questions (issue 11 "After the order"); the owner only
  { path: '/web/cart/pcba/:cartItemId', handle: NO_CHAT, lazy: signedIn(() => import('./features/pcba-item/PcbaItemPage')) },
  ...withHtml('/membership', { lazy: page(() => import('./features/membership/MembershipPage')) }),
  ...cms('about_us'),
  ...cms('terms_of_service'),
  ...cms('privacy_policy'),
  // information pages from the CMS (issue 15)
  ...cms('doc'),
  ...cms('fusion-guide'),
  ...cms('pcb-design-for-manufacture'),
  ...cms('fusion-marketplace'),
  ...cms('beaglebone-series'),
  ...withHtml('/sitemap', { lazy: page(() => import('./features/content/SitemapPage')) }),
  ...withHtml('/faq', { lazy: page(() => import('./features/content/FaqPage')) }),
  { path: '/get_help/:topic', lazy: page(() => import('./features/content/HelpTopicPage')) },
  // PCB and stencil ordering (issue 3): /fusion_pcb is the spec's {product} page for quick-turn PCBs.
  ...withHtml('/fusion_pcb', { handle: NO_CHAT, lazy: page(() => import('./features/order/QuickTurnPcbPage')) }),
  ...withHtml('/fusion-advanced-pcb', { handle: NO_CHAT, lazy: page(() => import('./features/order/AdvancedPcbPage')) }),
  ...withHtml('/premium-pcb-pcba', { handle: NO_CHAT, lazy: page(() => import('./features/order/PremiumPcbPage')) }),
  ...withHtml('/stencil', { handle: NO_CHAT, lazy: page(() => import('./features/order/StencilOrderPage')) }),
  // 3D printing (issue 12)
  ...withHtml('/fusion-3d-printing', { handle: NO_CHAT, lazy: page(() => import('./features/print3d/Print3dPage')) }),
  // CNC machining (manual quote) and cable assembly (issue 12)
  ...withHtml('/fusion-cnc', { handle: NO_CHAT, lazy: page(() => import('./features/cnc/CncPage')) }),
  ...withHtml('/fusion-cable-assembly', { handle: NO_CHAT, lazy: page(() => import('./features/cnc/CablePage')) }),
  // Kitting (issue 13): any kit, and kits built around Grove modules
  ...withHtml('/kitting-service', { handle: NO_CHAT, lazy: page(() => import('./features/kitting/KittingServicePage')) }),
  ...withHtml('/grove-kitting-service', { handle: NO_CHAT, lazy: page(() => import('./features/kitting/GroveKittingPage')) }),
  // PCB assembly (issue 11): board and assembly on one order page, and the service's information page.
  ...withHtml('/fusion_pcba', { handle: NO_CHAT, lazy: page(() => import('./features/pcba/PcbaOrderPage')) }),
  ...withHtml('/pcb-assembly', { lazy: page(() => import('./features/content/PcbAssemblyPage')) }),
  // Design and ODM pages (issue 13; platform §2): one page, its heading and first form chosen by the path.
  ...withHtml('/fusion-odm-service', { lazy: page(() => import('./features/odm/OdmServicePage')) }),
  ...withHtml('/odm', { lazy: page(() => import('./features/odm/OdmServicePage')) }),
  ...withHtml('/jetson-odm', { lazy: page(() => import('./features/odm/OdmServicePage')) }),
  ...withHtml('/co-create', { lazy: page(() => import('./features/odm/OdmServicePage')) }),
  // ODM light (issue 13): the configurator with the re-order banner, and the re-order page (?backId=<order number>)
  ...withHtml('/fusion_odm', { handle: NO_CHAT, lazy: page(() => import('./features/odm-light/OdmLightPage')) }),
  ...withHtml('/odm-service', { handle: NO_CHAT, lazy: page(() => import('./features/odm-light/OdmLightPage')) }),
  // Partner programs (issue 15; platform §2): the licensed-products program and the distributor/affiliate program,
  // each one page whose heading the path picks (the Japanese edition shows the same pages in Japanese).
  ...withHtml('/licensed-program', { lazy: page(() => import('./features/partners/LicensedProgramPage')) }),
  ...withHtml('/licensed-program-services', { lazy: page(() => import('./features/partners/LicensedProgramPage')) }),
  ...withHtml('/distributors', { lazy: page(() => import('./features/partners/DistributorsPage')) }),
  ...withHtml('/distributorsAffiliate', { lazy: page(() => import('./features/partners/DistributorsPage')) }),
  ...withHtml('/distributors-affiliate', { lazy: page(() => import('./features/partners/DistributorsPage')) }),
  // PCBA sponsorship (issue 15): the spec's {product}-pcba-sponsorship, one page per sponsored product
  ...withHtml('/fusion-pcba-sponsorship', { lazy: page(() => import('./features/sponsorship/SponsorshipPage')) }),
  ...withHtml('/xiao-pcba-sponsorship', { lazy: page(() => import('./features/sponsorship/SponsorshipPage')) }),
  // Open Parts Library (issue 10): the spec's /opl, /opl.html and seeedopl, and a page per part.
  ...withHtml('/opl', { lazy: page(() => import('./features/opl/OplPage')) }),
  { path: '/seeedopl', lazy: page(() => import('./features/opl/OplPage')) },
  { path: '/opl/part/:sku', lazy: page(() => import('./features/opl/PartPage')) },
  // Reviews (issue 14): the form (signed-in buyers), the public list and one review; a shared re-order link's page
  { path: '/review', lazy: signedIn(() => import('./features/reviews/ReviewPage')) },
  ...withHtml('/home-review-list', { lazy: page(() => import('./features/reviews/ReviewListPage')) }),
  ...withHtml('/home-review-detail', { lazy: page(() => import('./features/reviews/ReviewDetailPage')) }),
  { path: '/shared-link/:token', lazy: page(() => import('./features/shared-link/SharedLinkPage')) },
  // the newsletter's double opt-in and unsubscribe links, and the customer questionnaire (issue 15)
  { path: '/subscribe', lazy: page(() => import('./features/newsletter/SubscribePage')) },
  { path: '/unsubscribe', lazy: page(() => import('./features/newsletter/UnsubscribePage')) },
  ...withHtml('/fusion-questionnaire', { lazy: page(() => import('./features/newsletter/QuestionnairePage')) }),
  // The design gallery (issue 14; platform §2): the lists, a design's page (by path or ?id=) and sharing one.
  ...withHtml('/gallery-index', { lazy: page(() => import('./features/gallery/GalleryListPage')) }),
  ...withHtml('/gallery-recommend', { lazy: page(() => import('./features/gallery/GalleryListPage')) }),
  ...withHtml('/gallery-user', { lazy: page(() => import('./features/gallery/GalleryListPage')) }),
  ...withHtml('/gallery-detail', { lazy: page(() => import('./features/gallery/GalleryDetailPage')) }),
  { path: '/gallery-detail/:id', lazy: page(() => import('./features/gallery/GalleryDetailPage')) },
  ...withHtml('/create-gallery', { lazy: signedIn(() => import('./features/gallery/CreateGalleryPage')) }),
  // a product page's address (/{slug}-p-{id}, /{slug}-g-{id}; issue 14) or the not-found page
  { path: '*', lazy: page(() => import('./features/product/CatchAllPage')) },
];

const authRoutes: RouteObject[] = [
  ...withHtml('/login', { lazy: page(() => import('./features/account/LoginPage')) }),
  { path: '/common/login', element: <Navigate to="/login" replace /> },
  ...withHtml('/register', { lazy: page(() => import('./features/account/RegisterPage')) }),
  ...withHtml('/find_psw', { lazy: page(() => import('./features/account/FindPasswordPage')) }),
];

const userRoutes: RouteObject[] = [
  {
    path: 'personal_detail',
    handle: { crumb: 'personalDetail' } satisfies RouteHandle,
    lazy: page(() => import('./features/account/PersonalDetailPage')),
  },
  { path: 'address', handle: { crumb: 'addresses' } satisfies RouteHandle, lazy: page(() => import('./features/address/AddressPage')) },
  { path: 'coupon', handle: { crumb: 'coupons' } satisfies RouteHandle, lazy: page(() => import('./features/coupon/CouponPage')) },
  { path: 'order/all', handle: { crumb: 'orderHistory' } satisfies RouteHandle, lazy: page(() => import('./features/orders/OrderListPage')) },
  {
    path: 'order/:id',
    handle: { crumb: 'orderDetail', parent: { crumb: 'orderHistory', path: '/web/user/order/all' } } satisfies RouteHandle,
    lazy: page(() => import('./features/orders/OrderDetailPage')),
  },
  // the DFA review reply page (issue 11; spec services §2)
  {
    path: 'dfa/:orderId',
    handle: { crumb: 'dfaReply', parent: { crumb: 'orderHistory', path: '/web/user/order/all' } } satisfies RouteHandle,
    lazy: page(() => import('./features/dfa/DfaReplyPage')),
  },
  // ODM requests and their quotes (issue 13)
  { path: 'odm', handle: { crumb: 'odm' } satisfies RouteHandle, lazy: page(() => import('./features/odm/MyOdmRequestsPage')) },
  // drop shipping (issue 15): storage and the address list upload, the lists, one list (its packages and fees)
  { path: 'dropOrder/item', handle: { crumb: 'dropShipping' } satisfies RouteHandle, lazy: page(() => import('./features/drop-ship/DropShipItemPage')) },
  { path: 'dropOrder/order', handle: { crumb: 'dropShipLists' } satisfies RouteHandle, lazy: page(() => import('./features/drop-ship/DropShipOrdersPage')) },
  {
    path: 'dropOrder/:id',
    handle: { crumb: 'dropOrderDetail', parent: { crumb: 'dropShipLists', path: '/web/user/dropOrder/order' } } satisfies RouteHandle,
    lazy: page(() => import('./features/drop-ship/DropShipListPage')),
  },
  // partner programs (issue 15): licensed products administration and the distributor's contract and statements
  { path: 'licensedProducts', handle: { crumb: 'licensedProducts' } satisfies RouteHandle, lazy: page(() => import('./features/partners/MyLicensedProductsPage')) },
  { path: 'distributor', handle: { crumb: 'distributor' } satisfies RouteHandle, lazy: page(() => import('./features/partners/MyDistributorPage')) },
  // the customer's gallery designs (issue 14)
  { path: 'gallery', handle: { crumb: 'gallery' } satisfies RouteHandle, lazy: page(() => import('./features/gallery/MyGalleryPage')) },
  // payment requests staff sent (issue 13 "Customized payments")
  { path: 'payment-requests', handle: { crumb: 'paymentRequests' } satisfies RouteHandle, lazy: page(() => import('./features/odm/PaymentRequestsPage')) },
  // account deletion (issue 15; spec platform §2 /web/user/deleteAccount)
  { path: 'deleteAccount', handle: { crumb: 'deleteAccount' } satisfies RouteHandle, lazy: page(() => import('./features/account-deletion/DeleteAccountPage')) },
  // support conversations (issue 8 §3)
  { path: 'support', handle: { crumb: 'support', hideChat: true } satisfies RouteHandle, lazy: page(() => import('./features/support/SupportListPage')) },
  {
    path: 'support/new',
    handle: { crumb: 'supportNew', hideChat: true, parent: { crumb: 'support', path: '/web/user/support' } } satisfies RouteHandle,
    lazy: page(() => import('./features/support/NewConversationPage')),
  },
  {
    path: 'support/:id',
    handle: { crumb: 'supportThread', hideChat: true, parent: { crumb: 'support', path: '/web/user/support' } } satisfies RouteHandle,
    lazy: page(() => import('./features/support/ConversationPage')),
  },
];

/** Standalone pages (spec platform §2): checkout, the payment result pages and the print views, without the shop chrome. */
const standaloneRoutes: RouteObject[] = [
  { path: '/web/checkout', lazy: page(() => import('./features/checkout/CheckoutPage')) },
  { path: '/pay_msg', lazy: page(() => import('./features/payment/PayMsgPage')) },
  { path: '/paypal-loading', lazy: page(() => import('./features/payment/PaypalLoadingPage')) },
  { path: '/credit_card', lazy: page(() => import('./features/payment/CreditCardPage')) },
  { path: '/web/invoice', lazy: page(() => import('./features/invoice/ProformaPage')) },
  { path: '/web/invoice/:id', lazy: page(() => import('./features/invoice/OrderPrintPage')) },
  { path: '/web/bill/:id', lazy: page(() => import('./features/invoice/BillPage')) },
  { path: '/web/receipt/:id', lazy: page(() => import('./features/invoice/ReceiptPage')) },
];

export const routes: RouteObject[] = [
  // The staff console (issue 9): its own layout and chunk; anyone but staff sees the not-found page.
  { path: '/staff/*', lazy: page(() => import('./features/staff/StaffApp')) },
  {
    lazy: page(() => import('./shell/layouts/LoginLayout')),
    children: authRoutes,
  },
  {
    path: '/web/user',
    element: (
      <RequireAuth>
        <UserLayoutRoute />
      </RequireAuth>
    ),
    children: [{ index: true, element: <Navigate to="/web/user/personal_detail" replace /> }, ...userRoutes],
  },
  ...standaloneRoutes,
  {
    lazy: page(() => import('./shell/layouts/ShopLayout')),
    children: shopRoutes,
  },
];

const UserLayout = lazy(() => withCatalogs(() => import('./shell/layouts/UserLayout')));
function UserLayoutRoute() {
  return (
    <Suspense fallback={null}>
      <UserLayout />
    </Suspense>
  );
}
