/** The messages between the server's thread and the embedded database's thread (types only). */
export type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; identity?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'listen' | 'unlisten'; channel: string; tx?: undefined }
  | { id: number; op: 'close'; tx?: undefined }
  /** A whole transaction of the transactions module, run on the database's thread (src/server/db/transactions.ts). */
  | { id: number; op: 'transaction'; name: string; input: unknown; tx?: undefined };

export type Control = { id: number; op: 'begin' } | { id: number; op: 'end'; tx: number; commit: boolean };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; [field: string]: unknown } }
  | { notify: string; payload: string }
  | { ready: true };
