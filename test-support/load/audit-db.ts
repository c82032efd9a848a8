/** Either database the audits read: PGlite itself, or a node-postgres client wrapped to answer `{ rows }`. */
export type AuditDb = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };
