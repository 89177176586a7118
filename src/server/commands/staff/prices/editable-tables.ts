// The price tables staff edit at /staff/prices (issue 11 "Price"; issue 12 adds 3D printing and cable assembly,
// issue 13 kitting and ODM light):
// for each, the check its engine's loader uses, the edit text, and the code's default. Adding a table here (with its
// routes and its tab in the console) is all it takes.
import { defaultCableTables } from '../../../../shared/pricing/cable';
import { defaultKittingTables } from '../../../../shared/pricing/kitting';
import { kittingTablesToEditText, parseKittingTables } from '../../../../shared/pricing/kitting-tables';
import { defaultOdmLightTables } from '../../../../shared/pricing/odm-light';
import { odmLightTablesToEditText, parseOdmLightTables } from '../../../../shared/pricing/odm-light-tables';
import { cableTablesToEditText, parseCableTables } from '../../../../shared/pricing/cable-tables';
import { defaultPcbaTables, parsePcbaTables, pcbaTablesToEditText } from '../../../../shared/pricing/pcba-tables';
import { defaultPrint3dTables, parsePrint3dTables, print3dTablesToEditText } from '../../../../shared/pricing/print3d-tables';
import type { TableParse } from '../../../../shared/pricing/table-issues';
import type { EditablePriceTable } from '../../../../shared/contracts/staff-prices';

interface EditableTable<T extends { version: string }> {
  parse: (text: string) => TableParse<T>;
  toEditText: (t: T) => string;
  defaults: T;
}

const table = <T extends { version: string }>(t: EditableTable<T>) => t as unknown as EditableTable<{ version: string }>;

export const EDITABLE_TABLES: Record<EditablePriceTable, EditableTable<{ version: string }>> = {
  pcba: table({ parse: parsePcbaTables, toEditText: pcbaTablesToEditText, defaults: defaultPcbaTables }),
  print3d: table({ parse: parsePrint3dTables, toEditText: print3dTablesToEditText, defaults: defaultPrint3dTables }),
  cable: table({ parse: parseCableTables, toEditText: cableTablesToEditText, defaults: defaultCableTables }),
  kitting: table({ parse: parseKittingTables, toEditText: kittingTablesToEditText, defaults: defaultKittingTables }),
  odm_light: table({ parse: parseOdmLightTables, toEditText: odmLightTablesToEditText, defaults: defaultOdmLightTables }),
};
