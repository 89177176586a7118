// Page catalogs of the English edition, loaded as one chunk when the first page opens.
// The shell's own catalogs (common, shell) ride in this chunk too, so the first bundle carries neither language's.
import { common } from './en/common';
import { shell } from './en/shell';
export const shellCatalogs = { common, shell };
import { account } from './en/account';
import { content } from './en/content';
import { address } from './en/address';
import { coupon } from './en/coupon';
import { order } from './en/order';
import { cart } from './en/cart';
import { checkout } from './en/checkout';
import { orders } from './en/orders';
import { opl } from './en/opl';
import { support } from './en/support';
import { bom } from './en/bom';
import { pcbaItem } from './en/pcba-item';
import { print3d } from './en/print3d';
import { pcba } from './en/pcba';
import { testPlan } from './en/test-plan';
import { odm } from './en/odm';
import { odmLight } from './en/odm-light';
import { reviews } from './en/reviews';
import { newsletter } from './en/newsletter';
import { dropShip } from './en/drop-ship';
import { partners } from './en/partners';
import { gallery } from './en/gallery';
import { accountDeletion } from './en/account-deletion';
import { sponsorship } from './en/sponsorship';

export const pages = { account, content, address, coupon, order, cart, checkout, orders, opl, support, bom, pcbaItem, print3d, pcba, testPlan, odm, odmLight, reviews, newsletter, dropShip, partners, gallery, accountDeletion, sponsorship };
