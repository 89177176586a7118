// Reading a BOM (issue 11): the problems the reader reports (src/shared/pcba/bom-lines.ts BOM_PROBLEM_KEYS, without
// the 'bom.' prefix) and the mapping fields. {{rows}} is a list of the file's row numbers.
export const bom = {
  fields: {
    designator: 'Designator',
    quantity: 'Quantity',
    mpn: 'MPN or SKU',
    manufacturer: 'Manufacturer',
    value: 'Value',
    footprint: 'Footprint',
    description: 'Description',
    dnp: 'Do not place',
  },
  problems: {
    missingColumns: 'Choose the column for: {{fields}}.',
    quantityBelowDesignators:
      'Rows {{rows}}: more designators than the quantity. The quantity must be at least the number of designators; we counted the designators.',
    quantityAboveDesignators: 'Rows {{rows}}: fewer designators than the quantity. The extra parts are bought but not placed: please check.',
    badQuantity: 'Rows {{rows}}: the quantity is not a whole number, so we used the number of designators.',
    quantityFromDesignators: 'Rows {{rows}}: no quantity, so we used the number of designators.',
    noDesignator: 'Rows {{rows}}: no designator. Please add where each part goes.',
    duplicateDesignator: 'Designators {{designators}} appear on more than one row (rows {{rows}}).',
    otherSeparators:
      'Rows {{rows}}: designators separated by spaces or semicolons were read as separate locations. Please separate designators with commas.',
    badRange: 'Rows {{rows}}: a designator range too wide to be right. Please check it.',
    duplicateRows: 'Rows {{rows}} list the same part (MPN, value and footprint). Combine them into one line?',
    combinedRows: 'Rows {{rows}} list the same part and were combined into one line per part.',
    notPopulated: 'Rows {{rows}} are marked do not place (DNP) and are left out of the build.',
    zeroQuantity: 'Rows {{rows}} have quantity 0 and are left out of the build.',
    nonSoldered:
      'Rows {{rows}} are mechanical parts that are not soldered (screws, standoffs, labels…) and are not assembled from the BOM. Choose certification and mechanical parts for a quote.',
    boardFeature: 'Rows {{rows}} are fiducials or mounting holes: they are part of the board, nothing to place.',
    distributorNumbers: 'The part numbers are distributor order codes (Digi-Key, LCSC, Mouser); we match them as they are. Manufacturer part numbers match best.',
    truncated: 'The file has more rows than we read (the first 2,000). Please remove empty rows or split the BOM.',
  },
};
