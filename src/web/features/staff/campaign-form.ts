// The campaign form's values and their conversion to the API body (amounts typed in dollars, sent as cents; the
// window typed as local date-times, sent as ISO instants).
import type { RouteInput } from '../../../shared/routes/index';
import { ProductId } from '../../../shared/ids';

export type CampaignBody = NonNullable<RouteInput<'POST /v1/staff/coupons'>['body']>;

/** Products a campaign can be limited to (spec product ids); the labels are in the staff catalog. */
export const SCOPE_PRODUCTS = {
  pcb: ProductId.PCB, pcba: ProductId.PCBA, stencil: ProductId.Stencil, printing3d: ProductId.Printing3D, cnc: ProductId.CNC, cable: ProductId.Cable,
} as const;
export type ScopeProduct = keyof typeof SCOPE_PRODUCTS;
export const SCOPE_KEYS = Object.keys(SCOPE_PRODUCTS) as ScopeProduct[];

export interface CampaignForm {
  code: string;
  name: string;
  kind: 'value' | 'percent';
  value: number | string;
  percent: number | string;
  minOrder: number | string;
  startsAt: string;
  endsAt: string;
  maxUses: number | string;
  perCustomer: number | string;
  products: string[];
}

export const EMPTY_CAMPAIGN: CampaignForm = {
  code: '', name: '', kind: 'value', value: '', percent: '', minOrder: 0, startsAt: '', endsAt: '', maxUses: '', perCustomer: 1, products: [],
};

const cents = (dollars: number | string): string => String(Math.round(Number(dollars || 0) * 100));
const num = (v: number | string): number | undefined => (v === '' || v === undefined ? undefined : Number(v));
const instant = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);

export const campaignBody = (f: CampaignForm): CampaignBody => ({
  code: f.code.trim(),
  name: f.name.trim(),
  ...(f.kind === 'value' ? { value: cents(f.value) } : { percent: num(f.percent) }),
  min_order: cents(f.minOrder),
  starts_at: instant(f.startsAt),
  ends_at: instant(f.endsAt),
  max_uses: num(f.maxUses),
  per_customer: num(f.perCustomer),
  product_ids: f.products.map((p) => SCOPE_PRODUCTS[p as keyof typeof SCOPE_PRODUCTS]).filter((x) => x !== undefined),
});
