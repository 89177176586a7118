// Extensions the schema uses, loaded into every embedded database (PGlite ships them; each must be passed to
// PGlite.create and created by a migration: STACK-NOTES). pg_trgm: substring search on order numbers and file names.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
