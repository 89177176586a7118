// The BOM and placement survive the trip to the login page (issue 11; issue 3 §1 "the page is as it was after
// sign-in"): the server keeps the files, the page keeps in sessionStorage (order/persist.ts) what it read of them and
// what the customer made of it — the header row, the column mapping, the per-line choices, the rotations and the
// offsets switch — read back through these schemas (anything unreadable starts over). The files belong to the
// account that uploaded them (`owner`): signed in as someone else, the page drops them.
import { z } from 'zod';
import { bomReadSchema } from '../../../shared/contracts/pcba-bom';
import { bomPartSchema } from '../../../shared/contracts/pcba-match';
import { placementReadSchema } from '../../../shared/contracts/pcba-placement';
import type { BomReadAnswer } from '../../../shared/contracts/pcba-bom';
import type { BomMapping } from '../../../shared/pcba/bom-line';
import type { LineChoices } from './bom-model';

const lineChoiceSchema = z.union([
  z.object({ choice: z.enum(['suggestion', 'library']), part: bomPartSchema }),
  z.object({ choice: z.literal('consigned') }),
  z.object({ choice: z.literal('supplied'), purchase_link: z.string(), mpn: z.string() }),
]);

const quarterTurnSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);

const storedBomSchema = z.object({
  read: bomReadSchema,
  headerRow: z.number().int().nonnegative().nullable(),
  mapping: bomReadSchema.shape.mapping,
  /** By 1-based line number (JSON keys are strings). */
  choices: z.record(z.string().regex(/^\d+$/), lineChoiceSchema),
});

export interface StoredBom {
  read: BomReadAnswer;
  headerRow: number | null;
  mapping: BomMapping;
  choices: LineChoices;
}

export const storedFilesSchema = z.object({
  /** The account that uploaded the files (null before any upload). */
  owner: z.number().nullable(),
  bom: storedBomSchema.nullable(),
  placement: z.object({ read: placementReadSchema, rotations: z.record(z.string(), quarterTurnSchema), offsets: z.boolean() }).nullable(),
});
export type StoredFiles = z.output<typeof storedFilesSchema>;

export const noFiles = (): StoredFiles => ({ owner: null, bom: null, placement: null });

/** The sessionStorage key (order/persist.ts adds its prefix). */
export const FILES_KEY = 'pcba-files';
