// The route map: every API call the server answers, by key ('METHOD /path' under /api), with its request and
// response schemas. The server registers each entry with serve() (src/server/http/serve.ts); the browser calls
// them with call() / upload() / href() (src/web/api/client.ts), importing this module's types only.
// "Adding a route" in docs/architecture.md walks through it.
import type { z } from 'zod';
import { addressRoutes } from './address';
import { cartRoutes, quoteRoutes } from './cart';
import { contentRoutes, systemRoutes } from './content';
import { couponRoutes } from './coupon';
import { dfaRoutes, staffDfaRoutes } from './dfa';
import { checkoutRoutes, orderRoutes } from './order';
import { oplRoutes } from './opl';
import { productRoutes } from './product';
import { pcbaPlacementRoutes } from './pcba-placement';
import { pcbaRoutes } from './pcba';
import { paymentRoutes, sandboxPageRoutes } from './payment';
import { pcbaMatchRoutes } from './pcba-match';
import { pcbaItemRoutes, staffBomCheckRoutes } from './bom-check';
import { pcbaOrderRoutes } from './pcba-order';
import { print3dRoutes } from './print3d';
import { staffCartRoutes, staffContentRoutes, staffOrderRoutes, staffPaymentRoutes, staffRoutes } from './staff';
import { staffCouponRoutes, staffCustomerRoutes, staffMoneyRoutes } from './staff-money';
import { bannerImageRoutes, staffContentScreenRoutes } from './staff-content';
import { staffPriceRoutes } from './staff-prices';
import { uploadRoutes } from './upload';
import { cncRoutes } from './cnc';
import { kittingRoutes } from './kitting';
import { odmLightRoutes } from './odm-light';
import { paymentRequestRoutes, staffCustomPaymentRoutes } from './custom-payment';
import { functionTestRoutes, staffFunctionTestRoutes } from './function-test';
import { odmRoutes, staffOdmRoutes } from './odm';
import { licensedRoutes, staffLicensedRoutes } from './licensed';
import { distributorRoutes, staffDistributorRoutes } from './distributor';
import { galleryRoutes, staffGalleryRoutes } from './gallery';
import { staffSupportRoutes, supportRoutes } from './support';
import { reviewRoutes, sharedLinkRoutes, staffReviewRoutes } from './reviews';
import { passwordRoutes, userRoutes } from './user';
import { newsletterRoutes, staffQuestionnaireRoutes } from './newsletter';
import { dropShipRoutes, staffDropShipRoutes } from './drop-ship';
import { accountDeletionRoutes } from './account-deletion';
import { sponsorshipRoutes, staffSponsorshipRoutes } from './sponsorship';
import type { RouteSpec } from './route';

export const routes = {
  ...systemRoutes, ...userRoutes, ...passwordRoutes, ...addressRoutes, ...couponRoutes, ...contentRoutes, ...cartRoutes,
  ...quoteRoutes, ...uploadRoutes, ...checkoutRoutes, ...orderRoutes, ...paymentRoutes, ...sandboxPageRoutes,
  ...staffRoutes, ...staffCartRoutes, ...staffPaymentRoutes, ...staffOrderRoutes, ...staffContentRoutes, ...oplRoutes, ...productRoutes,
  ...supportRoutes, ...staffSupportRoutes,
  ...staffMoneyRoutes, ...staffCustomerRoutes, ...staffCouponRoutes,
  ...staffContentScreenRoutes, ...bannerImageRoutes,
  ...pcbaPlacementRoutes,
  ...staffPriceRoutes,
  ...pcbaRoutes,
  ...pcbaMatchRoutes,
  ...pcbaOrderRoutes,
  ...dfaRoutes, ...staffDfaRoutes,
  ...staffBomCheckRoutes, ...pcbaItemRoutes,
  ...print3dRoutes,
  ...cncRoutes,
  ...kittingRoutes,
  ...functionTestRoutes, ...staffFunctionTestRoutes,
  ...odmRoutes, ...staffOdmRoutes,
  ...odmLightRoutes, ...staffCustomPaymentRoutes,
  ...reviewRoutes, ...staffReviewRoutes, ...sharedLinkRoutes,
  ...newsletterRoutes, ...staffQuestionnaireRoutes,
  ...dropShipRoutes, ...staffDropShipRoutes,
  ...licensedRoutes, ...staffLicensedRoutes,
  ...distributorRoutes, ...staffDistributorRoutes,
  ...galleryRoutes, ...staffGalleryRoutes,
  ...odmLightRoutes, ...staffCustomPaymentRoutes, ...paymentRequestRoutes,
  ...accountDeletionRoutes,
  ...sponsorshipRoutes, ...staffSponsorshipRoutes,
} satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type ApiRoute = keyof Routes;

type PartName = 'query' | 'params' | 'body' | 'multipart' | 'response';
/** One schema of an entry, or undefined when the entry has none. */
type Part<K extends ApiRoute, P extends PartName> = Routes[K] extends { [Q in P]: infer S extends z.ZodType } ? S : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** `{ name: T }`, `{ name?: T }` when T may be left out, or nothing when the entry has no such part. */
type Slot<Name extends string, T> = [T] extends [undefined]
  ? unknown
  : undefined extends T
    ? { [N in Name]?: T }
    : object extends T
      ? { [N in Name]?: T }
      : { [N in Name]: T };

/** What the browser sends: query (without the common parameters the client adds), path params and body. */
export type RouteInput<K extends ApiRoute> = Slot<'query', In<Part<K, 'query'>>> & Slot<'params', In<Part<K, 'params'>>> & Slot<'body', In<Part<K, 'body'>>>;
/** The `data` of a successful answer. */
export type RouteAnswer<K extends ApiRoute> = Out<Part<K, 'response'>>;

/** What the server's handler reads (validated and transformed). */
export type RouteQuery<K extends ApiRoute> = Out<Part<K, 'query'>>;
export type RouteParams<K extends ApiRoute> = Out<Part<K, 'params'>>;
export type RouteBody<K extends ApiRoute> = Out<Part<K, 'body'>>;
export type RouteFields<K extends ApiRoute> = Out<Part<K, 'multipart'>>;

/** Entries answered with the JSON envelope and a JSON (or no) body: call(). */
export type JsonRoute = { [K in ApiRoute]: Part<K, 'response'> extends undefined ? never : Part<K, 'multipart'> extends undefined ? K : never }[ApiRoute];
/** Multipart uploads: upload(). */
export type UploadRoute = { [K in ApiRoute]: Part<K, 'multipart'> extends undefined ? never : K }[ApiRoute];
/** GET entries answered with a file (PDF, SVG): href() builds their address for a link or an <img>. */
export type FileRoute = { [K in ApiRoute]: K extends `GET ${string}` ? (Part<K, 'response'> extends undefined ? K : never) : never }[ApiRoute];
