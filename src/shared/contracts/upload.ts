// Design-file uploads: POST /upload/file (multipart), GET /upload/file/:id, GET /upload/file/:id/preview/:side,
// POST /upload/file/:id/layers (issue 3 §4; spec services §5, §7, §8). Only the owner can read an upload.
import { z } from 'zod';
import { int, text } from './fields';

export const UPLOAD_KINDS = ['gerber', 'stencil'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Multipart text fields besides the file (unknown fields are rejected). */
export const uploadFieldsSchema = z.strictObject({
  kind: z.enum(UPLOAD_KINDS, { error: 'validation.invalid' }).default('gerber'),
});

export const uploadIdParamsSchema = z.strictObject({ id: z.uuid('validation.invalid') });
const PREVIEW_SIDES = ['top', 'bottom'] as const;
export const previewParamsSchema = z.strictObject({ id: z.uuid('validation.invalid'), side: z.enum(PREVIEW_SIDES) });

const LAYER_TYPES = ['copper', 'soldermask', 'silkscreen', 'solderpaste', 'drill', 'outline', 'drawing', 'other', 'unknown'] as const;
const LAYER_SIDES = ['top', 'bottom', 'inner', 'all'] as const;

/** The customer's answer for layers the analysis could not place, by file name inside the archive. */
export const layerMappingBodySchema = z.strictObject({
  mapping: z.record(
    text().min(1).max(255),
    z.strictObject({
      type: z.enum(LAYER_TYPES, { error: 'validation.invalid' }),
      side: z.enum(LAYER_SIDES, { error: 'validation.invalid' }).nullable(),
      copper_index: int(1, 64).nullable().optional(),
    }),
  ).refine((m) => Object.keys(m).length <= 200, 'validation.invalid'),
});
export type LayerMappingBody = z.infer<typeof layerMappingBodySchema>;

const uploadLayerSchema = z.object({
  name: z.string(),
  type: z.enum(LAYER_TYPES),
  side: z.enum(LAYER_SIDES).nullable(),
  copper_index: z.number().nullable(),
  /** How it was identified: user (mapping), gbrjob, x2, content, name. */
  source: z.string(),
});

const uploadAnalysisSchema = z.object({
  layers: z.array(uploadLayerSchema),
  copper_layers: z.number(),
  /** Outline bounding box (centre line) in mm; null when there is no usable outline. */
  width_mm: z.number().nullable(),
  height_mm: z.number().nullable(),
  has_blind_buried: z.boolean(),
  /** 'gerber.parseFailed' | 'gerber.tooComplex' | 'gerber.drillNotFound' | 'gerber.outlineNotFound' | 'gerber.blindBuried'. Never blocking. */
  warnings: z.array(z.string()),
});
export type UploadAnalysis = z.infer<typeof uploadAnalysisSchema>;

export const uploadSchema = z.object({
  file_id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  /** The original file name, sanitised, for display only. */
  name: z.string(),
  size: z.number(),
  /** analysed | unanalysed (the analysis ran out of time or memory: fill the form by hand). */
  status: z.string(),
  analysis: uploadAnalysisSchema,
  /** Same-origin URLs of the SVG previews (owner only); null when they could not be drawn. */
  previews: z.object({ top: z.string(), bottom: z.string() }).nullable(),
  created_at: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

export { UPLOAD_ERROR_MESSAGES_EN, UPLOAD_ERROR_MESSAGES_JA } from './upload-messages';

