import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions every PGlite of the store loads (search uses trigrams), on the server's thread or its own. */
export const PGLITE_EXTENSIONS = { pg_trgm };
