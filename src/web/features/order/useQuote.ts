// Price tables from POST /v1/cart/cart-param (once per page), the instant estimate computed in the browser with
// them on every change (no request per keystroke), and the server's price from POST /v1/cart/cart-price, asked
// ~300 ms after the last change: the server's figure is the price that counts, so it replaces the estimate as soon
// as it answers for the current values (issue 3 §3).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { CartParam, CartParamBody, CartPrice, CartPriceBody } from '../../../shared/contracts/quote';
import type { PriceLineKey } from '../../../shared/pricing/lines';
import { tablesFromJson } from '../../../shared/pricing/serialize';
import { estimateShipping } from '../../../shared/pricing/shipping';
import type { Carrier, ShippingTables } from '../../../shared/pricing/shipping-tables';
import { fetchCartParam, fetchCartPrice } from './api';

const PRICE_DEBOUNCE_MS = 300;

interface QuoteLine {
  key: PriceLineKey | string;
  amount: bigint;
}

type ShippingView = { ok: true; cost: bigint; days: { min: number; max: number } } | { ok: false; key: string };

/** What the price box shows, from the local engine or from the server. */
interface QuoteView {
  lines: QuoteLine[];
  total: bigint;
  buildDays: number;
  weightGrams: number;
  manualQuote: boolean;
  special: 'per_file' | 'three_piece' | null;
  shipping: ShippingView;
}

/** The engine's result without shipping: what a page's local pricing function returns. */
export type LocalPrice = Omit<QuoteView, 'shipping'>;

const cents = (s: string): bigint => (/^-?\d+$/.test(s) ? BigInt(s) : 0n);

const fromServer = (p: CartPrice): QuoteView => ({
  lines: p.lines.map((l) => ({ key: l.key, amount: cents(l.amount) })),
  total: cents(p.total),
  buildDays: p.build_days,
  weightGrams: p.weight_grams,
  manualQuote: p.manual_quote,
  special: p.special,
  shipping: 'problem' in p.shipping
    ? { ok: false, key: p.shipping.problem }
    : { ok: true, cost: cents(p.shipping.cost), days: p.shipping.days },
});

/** cart-param for a product and tier: the price tables and the shipping lists. Values do not matter here. */
export const useCartParam = (body: CartParamBody) =>
  useQuery({
    queryKey: ['order', 'param', body.product, body.tier ?? 0],
    queryFn: () => fetchCartParam(body),
    staleTime: 10 * 60_000,
    retry: 1,
  });

interface Tables<P> {
  product: P;
  shipping: ShippingTables;
}

export const useTables = <P>(param: CartParam | undefined): Tables<P> | null =>
  useMemo(() => {
    if (!param) return null;
    try {
      return { product: tablesFromJson<P>(param.tables.product), shipping: tablesFromJson<ShippingTables>(param.tables.shipping) };
    } catch {
      return null;
    }
  }, [param]);

interface QuoteArgs<P> {
  tables: Tables<P> | null;
  /** The body cart-price would get for the current values (null: values have blocking errors, no price). */
  body: CartPriceBody | null;
  /** The engine run with the page's values; null when it cannot price them. */
  local: (tables: P) => LocalPrice | null;
  country: string;
  carrier: Carrier;
}

export interface Quote {
  /** The estimate for the current values: the server's once it has answered for them, else the local one. */
  view: QuoteView | null;
  /** true when `view` is the server's price for exactly the current values. */
  confirmed: boolean;
  /** A server price for the current values is on its way. */
  updating: boolean;
  /** The browser's own estimate (for tests and for showing a difference). */
  local: QuoteView | null;
}

export const useQuote = <P>({ tables, body, local, country, carrier }: QuoteArgs<P>): Quote => {
  const localView = useMemo<QuoteView | null>(() => {
    if (!tables || !body) return null;
    let price: LocalPrice | null;
    try {
      price = local(tables.product);
    } catch {
      // The engine throws on values it has no table for; the server's answer (or the rule messages) explain it.
      price = null;
    }
    if (!price) return null;
    const est = estimateShipping(country, carrier, price.weightGrams, tables.shipping);
    return { ...price, shipping: est.ok ? { ok: true, cost: est.cost, days: est.days } : { ok: false, key: est.key } };
  }, [tables, body, local, country, carrier]);

  const json = body ? JSON.stringify(body) : null;
  const [settled] = useDebouncedValue(json, PRICE_DEBOUNCE_MS);
  const stable = json !== null && settled === json;
  const server = useQuery({
    queryKey: ['order', 'price', settled],
    queryFn: () => fetchCartPrice(JSON.parse(settled ?? 'null') as CartPriceBody),
    enabled: stable,
    staleTime: 60_000,
    retry: false,
  });
  const serverView = useMemo(() => (stable && server.data ? fromServer(server.data) : null), [stable, server.data]);
  return {
    view: serverView ?? localView,
    confirmed: serverView !== null,
    updating: json !== null && !serverView && (!stable || server.isFetching),
    local: localView,
  };
};
