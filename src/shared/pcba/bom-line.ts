// The meeting point of PCB assembly's pieces (issue 11): the BOM reader (file → rows → BomLine[]), the catalogue
// matcher (BomLine → BomMatch), the placement reader (CPL rows checked against BomLine designators) and the PCBA
// price engine (matched lines → component cost). Each piece owns its own files; this one holds only what they share.

/** The BOM columns a customer's file can map to (the mapping screen offers these, in this order). */
export const BOM_FIELDS = ['designator', 'quantity', 'mpn', 'manufacturer', 'value', 'footprint', 'description', 'dnp'] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/** column index (0-based, in the header row) per field; a field the file lacks is absent. */
export type BomMapping = Partial<Record<BomField, number>>;

/** One line of the build after the spec's row rules (services §5): DNP lines are not BomLines. */
export interface BomLine {
  /** 1-based row number in the customer's file (the first row of a combined group), for messages. */
  row: number;
  /** Expanded, upper-case, unique, in file order: "R3-R6, C1" → ['R3', 'R4', 'R5', 'R6', 'C1']. */
  designators: string[];
  /** Parts per board; at least designators.length (the reader reports the rows where it differs). */
  quantity: number;
  /** Manufacturer part number or a catalogue SKU, trimmed, as the customer wrote it ('' when the file has none). */
  mpn: string;
  manufacturer: string;
  /** Engineering value as written ('100nF', '10k 1%'); the matcher may parse it with src/shared/opl/units.ts. */
  value: string;
  footprint: string;
  description: string;
}

/** Services §3 "BOM part status". */
export const BOM_STATUSES = ['confirmed', 'pending', 'unavailable'] as const;
export type BomStatus = (typeof BOM_STATUSES)[number];

/** A catalogue part as the BOM screens show it. */
export interface BomPart {
  sku: string;
  mpn: string;
  manufacturer: string;
  package: string;
  description: string;
  stock: number;
  /**
   * Unit price at the line's build quantity in whole micro-dollars (USD × 1e6, the catalogue's own unit: prices go
   * below a cent), as a decimal string so it crosses JSON exactly; null when the part has no price tier.
   */
  unitMicros: string | null;
  basic: boolean;
}

export interface BomMatch {
  status: BomStatus;
  /** The confirmed part (status 'confirmed'). */
  part?: BomPart;
  /** Set when the confirmed part is a packaging-suffix variant of what was written (shown to the customer). */
  variantOf?: string;
  /** Up to 5 candidates for a pending line, best first; never confirmed automatically. */
  suggestions: BomPart[];
  /** The confirmed part's stock is below the quantity needed for the build. */
  shortBy?: number;
}
