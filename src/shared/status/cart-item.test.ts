// Every pair of states for every actor: the allowed list below is the whole graph, anything else must be refused.
import { describe, expect, it } from 'vitest';
import {
  CART_ITEM_STATUSES, CART_STATUS_LABELS, CartItemStatus as S, canCheckout, canTransition, cartTransitionBlock,
  sectionOfStatus, statusLabelKey, type CartActor, type CartItemState,
} from './cart-item';

const STATES: CartItemState[] = [...CART_ITEM_STATUSES, 'cancelled', 'ordered'];
const ACTORS: CartActor[] = ['customer', 'staff', 'system'];

/** from → to → the actors that may do it. */
const ALLOWED: [CartItemState, CartItemState, CartActor[]][] = [
  [S.Active, S.Quotation, ['system']],
  [S.Active, 'cancelled', ['customer', 'staff']],
  [S.Active, 'ordered', ['customer', 'system']],
  [S.Quotation, S.Active, ['system']],
  [S.Quotation, S.Confirming, ['staff']],
  [S.Quotation, S.AwaitingFiles, ['staff']],
  [S.Quotation, S.Declined, ['staff']],
  [S.Quotation, 'cancelled', ['customer', 'staff']],
  [S.AwaitingFiles, S.Active, ['customer', 'system']],
  [S.AwaitingFiles, S.Quotation, ['customer', 'system']],
  [S.AwaitingFiles, 'cancelled', ['customer', 'staff']],
  [S.Confirming, S.Confirmed, ['customer']],
  [S.Confirming, S.Rejected, ['customer']],
  [S.Confirming, S.Quotation, ['customer', 'staff']],
  [S.Confirming, 'cancelled', ['customer', 'staff']],
  [S.Confirmed, S.Quotation, ['customer']],
  [S.Confirmed, 'cancelled', ['customer', 'staff']],
  [S.Confirmed, 'ordered', ['customer', 'system']],
  [S.Rejected, S.Quotation, ['customer']],
  [S.Rejected, S.Confirming, ['staff']],
  [S.Rejected, S.Declined, ['staff']],
  [S.Rejected, 'cancelled', ['customer', 'staff']],
  [S.Declined, 'cancelled', ['customer', 'staff']],
];

const allowedActors = (from: CartItemState, to: CartItemState): CartActor[] | undefined =>
  ALLOWED.find(([f, t]) => f === from && t === to)?.[2];

describe('cart item transitions', () => {
  for (const from of STATES) {
    for (const to of STATES) {
      const actors = allowedActors(from, to);
      if (!actors) {
        it(`refuses ${from} → ${to} for everyone`, () => {
          for (const actor of ACTORS) {
            expect(canTransition(from, to, actor)).toBe(false);
            expect(cartTransitionBlock(from, to, actor)).toBe(from === to ? 'errors.cartTransitionSame' : 'errors.cartTransitionForbidden');
          }
        });
        continue;
      }
      it(`allows ${from} → ${to} only for ${actors.join(', ')}`, () => {
        for (const actor of ACTORS) {
          expect(cartTransitionBlock(from, to, actor)).toBe(actors.includes(actor) ? null : 'errors.cartTransitionActor');
        }
      });
    }
  }

  it('leaves the terminal markers with no way out', () => {
    for (const to of STATES) {
      for (const actor of ACTORS) {
        expect(canTransition('cancelled', to, actor)).toBe(false);
        expect(canTransition('ordered', to, actor)).toBe(false);
      }
    }
  });
});

describe('canCheckout and sections', () => {
  it('lets only Active and Confirmed items be checked out', () => {
    expect(CART_ITEM_STATUSES.filter(canCheckout)).toEqual([S.Active, S.Confirmed]);
    expect(canCheckout(99)).toBe(false);
  });

  it('puts finished quotations apart from those still waiting', () => {
    expect(CART_ITEM_STATUSES.map(sectionOfStatus)).toEqual(['finished', 'waiting', 'waiting', 'waiting', 'finished', 'waiting', 'waiting']);
  });

  it('has a label key per status, and a safe one for unknown codes', () => {
    expect(new Set(Object.values(CART_STATUS_LABELS)).size).toBe(CART_ITEM_STATUSES.length);
    expect(statusLabelKey(S.Rejected)).toBe('cart.status.rejected');
    expect(statusLabelKey(42)).toBe('cart.status.quotation');
  });
});
