// (issue 12) 3D printing in the English edition: upload the teapot, see the preview, pick a material, add to cart.
import type { JourneyContext } from '../harness';
import { print3dJourney } from './print3d-flow';

export const name = '3D printing: upload an STL, 3D preview, change the material, add to cart';

export const run = (ctx: JourneyContext): Promise<void> =>
  print3dJourney(ctx, {
    base: (c) => c.baseUrl, tag: 'en', email: 'Email', password: 'Password', signIn: 'Sign in', title: '3D Printing',
    material: 'Material', tough: 'Tough resin', quantity: 'Quantity', addToCart: 'Add to cart', added: 'Added to cart', viewCart: 'View cart',
    cartSpecs: /Process: SLA \(resin\) · Material: Tough resin/,
    phone: true,
  });
