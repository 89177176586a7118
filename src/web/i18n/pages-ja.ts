// Page catalogs of the Japanese edition, loaded as one chunk when the first page opens.
// The shell's own catalogs (common, shell) ride in this chunk too, so the first bundle carries neither language's.
import { common } from './ja/common';
import { shell } from './ja/shell';
export const shellCatalogs = { common, shell };
import { account } from './ja/account';
import { content } from './ja/content';
import { address } from './ja/address';
import { coupon } from './ja/coupon';
import { order } from './ja/order';
import { cart } from './ja/cart';
import { checkout } from './ja/checkout';
import { orders } from './ja/orders';
import { opl } from './ja/opl';
import { support } from './ja/support';
import { bom } from './ja/bom';
import { pcbaItem } from './ja/pcba-item';
import { print3d } from './ja/print3d';
import { pcba } from './ja/pcba';
import { testPlan } from './ja/test-plan';
import { odm } from './ja/odm';
import { odmLight } from './ja/odm-light';
import { reviews } from './ja/reviews';
import { newsletter } from './ja/newsletter';
import { dropShip } from './ja/drop-ship';
import { partners } from './ja/partners';
import { gallery } from './ja/gallery';
import { accountDeletion } from './ja/account-deletion';
import { sponsorship } from './ja/sponsorship';

export const pages = { account, content, address, coupon, order, cart, checkout, orders, opl, support, bom, pcbaItem, print3d, pcba, testPlan, odm, odmLight, reviews, newsletter, dropShip, partners, gallery, accountDeletion, sponsorship };
