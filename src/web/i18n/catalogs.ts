// Every catalog of both languages, statically: for tests and for the key types (i18n.d.ts).
// The app itself bundles only common+shell and loads the page catalogs of one language on demand (index.ts); the
// staff console's catalogs travel in the console's own chunk (features/staff/catalog.ts).
import { common as enCommon } from './en/common';
import { shell as enShell } from './en/shell';
import { account as enAccount } from './en/account';
import { content as enContent } from './en/content';
import { address as enAddress } from './en/address';
import { coupon as enCoupon } from './en/coupon';
import { order as enOrder } from './en/order';
import { cart as enCart } from './en/cart';
import { checkout as enCheckout } from './en/checkout';
import { orders as enOrders } from './en/orders';
import { opl as enOpl } from './en/opl';
import { staff as enStaff } from './en/staff';
import { support as enSupport } from './en/support';
import { bom as enBom } from './en/bom';
import { pcbaItem as enPcbaItem } from './en/pcba-item';
import { print3d as enPrint3d } from './en/print3d';
import { pcba as enPcba } from './en/pcba';
import { testPlan as enTestPlan } from './en/test-plan';
import { odm as enOdm } from './en/odm';
import { odmLight as enOdmLight } from './en/odm-light';
import { reviews as enReviews } from './en/reviews';
import { newsletter as enNewsletter } from './en/newsletter';
import { dropShip as enDropShip } from './en/drop-ship';
import { partners as enPartners } from './en/partners';
import { gallery as enGallery } from './en/gallery';
import { accountDeletion as enAccountDeletion } from './en/account-deletion';
import { sponsorship as enSponsorship } from './en/sponsorship';
import { common as jaCommon } from './ja/common';
import { shell as jaShell } from './ja/shell';
import { account as jaAccount } from './ja/account';
import { content as jaContent } from './ja/content';
import { address as jaAddress } from './ja/address';
import { coupon as jaCoupon } from './ja/coupon';
import { order as jaOrder } from './ja/order';
import { cart as jaCart } from './ja/cart';
import { checkout as jaCheckout } from './ja/checkout';
import { orders as jaOrders } from './ja/orders';
import { opl as jaOpl } from './ja/opl';
import { staff as jaStaff } from './ja/staff';
import { support as jaSupport } from './ja/support';
import { bom as jaBom } from './ja/bom';
import { pcbaItem as jaPcbaItem } from './ja/pcba-item';
import { print3d as jaPrint3d } from './ja/print3d';
import { pcba as jaPcba } from './ja/pcba';
import { testPlan as jaTestPlan } from './ja/test-plan';
import { odm as jaOdm } from './ja/odm';
import { odmLight as jaOdmLight } from './ja/odm-light';
import { reviews as jaReviews } from './ja/reviews';
import { newsletter as jaNewsletter } from './ja/newsletter';
import { dropShip as jaDropShip } from './ja/drop-ship';
import { partners as jaPartners } from './ja/partners';
import { gallery as jaGallery } from './ja/gallery';
import { accountDeletion as jaAccountDeletion } from './ja/account-deletion';
import { sponsorship as jaSponsorship } from './ja/sponsorship';

// one namespace per line, so namespaces added on different branches merge without conflict
export const resources = {
  en: {
    common: enCommon,
    shell: enShell,
    account: enAccount,
    content: enContent,
    address: enAddress,
    coupon: enCoupon,
    order: enOrder,
    cart: enCart,
    checkout: enCheckout,
    orders: enOrders,
    opl: enOpl,
    staff: enStaff,
    support: enSupport,
    bom: enBom,
    pcbaItem: enPcbaItem,
    print3d: enPrint3d,
    pcba: enPcba,
    testPlan: enTestPlan,
    odm: enOdm,
    odmLight: enOdmLight,
    reviews: enReviews,
    newsletter: enNewsletter,
    dropShip: enDropShip,
    partners: enPartners,
    gallery: enGallery,
    accountDeletion: enAccountDeletion,
    sponsorship: enSponsorship,
  },
  ja: {
    common: jaCommon,
    shell: jaShell,
    account: jaAccount,
    content: jaContent,
    address: jaAddress,
    coupon: jaCoupon,
    order: jaOrder,
    cart: jaCart,
    checkout: jaCheckout,
    orders: jaOrders,
    opl: jaOpl,
    staff: jaStaff,
    support: jaSupport,
    bom: jaBom,
    pcbaItem: jaPcbaItem,
    print3d: jaPrint3d,
    pcba: jaPcba,
    testPlan: jaTestPlan,
    odm: jaOdm,
    odmLight: jaOdmLight,
    reviews: jaReviews,
    newsletter: jaNewsletter,
    dropShip: jaDropShip,
    partners: jaPartners,
    gallery: jaGallery,
    accountDeletion: jaAccountDeletion,
    sponsorship: jaSponsorship,
  },
} as const;

