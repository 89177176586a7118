// POST /v1/pcba/placement/read (issue 11 "Placement"): the customer's pick-and-place file, read into placements in
// mm. The BOM check (checkPlacement) runs where both files are known, on the order page and with the order.
import { z } from 'zod';
import { PLACEMENT_FORMATS, PLACEMENT_PROBLEM_KEYS } from '../pcba/placement/types';

/** No text fields: the file alone (unknown fields are rejected). */
export const placementFieldsSchema = z.strictObject({});

const placementSchema = z.object({
  designator: z.string(),
  x_mm: z.number(),
  y_mm: z.number(),
  rotation_deg: z.number(),
  side: z.enum(['top', 'bottom']),
  package: z.string(),
  value: z.string(),
});

const problemSchema = z.object({
  key: z.enum(PLACEMENT_PROBLEM_KEYS),
  row: z.number().optional(),
  designators: z.array(z.string()).optional(),
});

export const placementReadSchema = z.object({
  /** The stored upload (kind 'placement'), for attaching to the order later. */
  file_id: z.string(),
  /** The original file name, sanitised, for display only. */
  name: z.string(),
  format: z.enum(PLACEMENT_FORMATS),
  placements: z.array(placementSchema),
  /** Lines that were skipped (placement.badRow / placement.badSide), with their line numbers. */
  problems: z.array(problemSchema),
});
export type PlacementReadAnswer = z.infer<typeof placementReadSchema>;
