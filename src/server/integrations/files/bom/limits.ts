// Limits for reading a BOM file, all checked before or while the file is read, never after (issue 11: 20 MB;
// the spec's BOM template has 30 parts, real boards a few hundred lines).
export interface BomReadLimits {
  /** File size (services §5 uploads: 20 MB), checked before anything is parsed. */
  maxBytes: number;
  /** Rows read from the chosen sheet; more are reported as truncated. */
  maxRows: number;
  /** Columns kept per row (a BOM has a dozen; a sheet claiming 16,384 columns is cut here). */
  maxColumns: number;
  /** Characters kept per cell. */
  maxCellChars: number;
  /** Sheets looked at when choosing the one that holds the BOM. */
  maxSheets: number;
  /** XLSX: unpacked bytes of the whole zip, checked while inflating, before the spreadsheet library sees it. */
  maxUnpackedBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_BOM_LIMITS: BomReadLimits = {
  maxBytes: 20 * MB,
  maxRows: 2000,
  maxColumns: 50,
  maxCellChars: 500,
  maxSheets: 20,
  maxUnpackedBytes: 100 * MB,
};

export const resolveBomLimits = (limits?: Partial<BomReadLimits>): BomReadLimits => ({ ...DEFAULT_BOM_LIMITS, ...limits });

/** Why a BOM file could not be read. wrongType / empty / tooLarge: not a BOM file at all; unreadable: a broken one. */
export type BomReadErrorReason = 'empty' | 'tooLarge' | 'wrongType' | 'unreadable';

export class BomReadError extends Error {
  override readonly name = 'BomReadError';
  constructor(
    readonly reason: BomReadErrorReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** A BOM sheet as read: trimmed strings, row i of the grid is row i + 1 of the file (rows may be shorter than others). */
export interface BomSheet {
  format: 'csv' | 'xls' | 'xlsx' | 'html';
  /** The sheet's name; '' for CSV. */
  sheet: string;
  grid: string[][];
  /** Rows in the sheet as the file declares them (may be more than the grid holds when truncated). */
  rowCount: number;
  truncated: boolean;
}
