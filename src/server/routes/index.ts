// Every API area, registered under /api. Each area is a Fastify plugin in its own folder.
import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system/index';
import { userRoutes } from './user/index';
import { passwordRoutes } from './password/index';
import { addressRoutes } from './address/index';
import { couponRoutes } from './coupon/index';
import { contentRoutes } from './content/index';
import { cartRoutes } from './cart/index';
import { quoteRoutes } from './quote/index';
import { uploadRoutes } from './upload/index';
import { checkoutRoutes } from './checkout/index';
import { orderRoutes } from './order/index';
import { paymentRoutes } from './payment/index';
import { oplRoutes } from './opl/index';
import { productRoutes } from './product/index';
import { pcbaRoutes } from './pcba/index';
import { staffRoutes } from './staff/index';
import { staffOrderActionRoutes } from './staff/order-actions';
import { supportRoutes } from './support/index';
import { staffMoneyRoutes } from './staff/money';
import { pcbaPlacementRoutes } from './pcba-placement/index';
import { pcbaMatchRoutes } from './pcba-match/index';
import { functionTestRoutes } from './function-test/index';
import { cncRoutes } from './cnc/index';
import { kittingRoutes } from './kitting/index';
import { print3dRoutes } from './print3d/index';
import { bomCheckRoutes } from './bom-check/index';
import { pcbaOrderRoutes } from './pcba-order/index';
import { dfaRoutes } from './dfa/index';
import { odmRoutes } from './odm/index';
import { odmLightRoutes } from './odm-light/index';
import { sharedLinkRoutes } from './shared-link/index';
import { reviewRoutes } from './reviews/index';
import { newsletterRoutes } from './newsletter/index';
import { dropShipRoutes } from './drop-ship/index';
import { licensedRoutes } from './licensed/index';
import { distributorRoutes } from './distributor/index';
import { galleryRoutes } from './gallery/index';
import { accountDeletionRoutes } from './account-deletion/index';
import { sponsorshipRoutes } from './sponsorship/index';

// one area per line, so areas added on different branches merge without conflict
const areas: FastifyPluginAsync[] = [
  systemRoutes,
  userRoutes,
  passwordRoutes,
  addressRoutes,
  couponRoutes,
  contentRoutes,
  cartRoutes,
  quoteRoutes,
  uploadRoutes,
  checkoutRoutes,
  orderRoutes,
  paymentRoutes,
  oplRoutes,
  productRoutes,
  staffRoutes,
  staffOrderActionRoutes,
  supportRoutes,
  staffMoneyRoutes,
  pcbaPlacementRoutes,
  pcbaRoutes,
  pcbaMatchRoutes,
  pcbaOrderRoutes,
  dfaRoutes,
  bomCheckRoutes,
  print3dRoutes,
  cncRoutes,
  kittingRoutes,
  functionTestRoutes,
  odmRoutes,
  odmLightRoutes,
  sharedLinkRoutes,
  reviewRoutes,
  newsletterRoutes,
  dropShipRoutes,
  licensedRoutes,
  distributorRoutes,
  galleryRoutes,
  accountDeletionRoutes,
  sponsorshipRoutes,
];

export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const area of areas) await app.register(area);
};
