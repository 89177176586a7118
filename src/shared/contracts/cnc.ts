// CNC machining and cable assembly (issue 12): the model upload read in the CAD worker, the optional PDF drawing,
// and the cable configurator's instant price. Adding either to the cart is POST /v1/cart/add (./cart.ts).
import { z } from 'zod';
import { cableValuesSchema } from '../rules/cable';
import { CABLE_CUSTOM_REASONS } from '../pricing/cable';
import { priceLineSchema } from './quote';

/** No text fields: the file alone (unknown fields are rejected). */
export const cncFileFieldsSchema = z.strictObject({});

const cadAnalysisSchema = z.object({
  format: z.enum(['step', 'iges']),
  solids: z.number(),
  triangles: z.number(),
  size_mm: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  volume_mm3: z.number(),
  parts: z.array(z.string()),
});

/** POST /v1/cnc/model: the stored model (upload kind 'cad') and what it measures. */
export const cncModelSchema = z.object({
  file_id: z.string(),
  name: z.string(),
  size: z.number(),
  analysis: cadAnalysisSchema,
  /**
   * The 3D preview: a binary STL in base64 of the model's tessellation, at most 20,000 triangles (decimated on the
   * server); empty when there is nothing to show, and the page falls back to the bounding-box drawing.
   */
  preview_stl: z.string(),
});
export type CncModel = z.infer<typeof cncModelSchema>;

/** POST /v1/cnc/drawing: the stored PDF drawing (upload kind 'drawing'), for a CNC part or a cable. */
export const cncDrawingSchema = z.object({ file_id: z.string(), name: z.string(), size: z.number() });
export type CncDrawing = z.infer<typeof cncDrawingSchema>;

/** POST /v1/cable/price { values }: the instant price of a standard cable, or why it needs a manual quote. */
export const cablePriceBodySchema = z.strictObject({ values: cableValuesSchema.prefault({}) });
export const cablePriceSchema = z.object({
  lines: z.array(priceLineSchema),
  /** USD cents; "0" with manual_quote. */
  total: z.string(),
  build_days: z.number(),
  weight_grams: z.number(),
  manual_quote: z.boolean(),
  custom_reasons: z.array(z.enum(CABLE_CUSTOM_REASONS)),
});
export type CablePrice = z.infer<typeof cablePriceSchema>;
