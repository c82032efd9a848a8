import { AppError } from '#/server/errors/catalogue.ts';

/** What a bulk action did: the rows changed, and each refused row with the reason (shown per row). */
export type BulkResult = { changed: string[]; refused: { id: string; message: string }[] };

/**
 * Runs one action per id, each alone (its own checks, transaction and audit entry), so a row
 * that may not change does not hold back the others. An expected refusal (AppError: forbidden,
 * illegal transition, not found) is reported for its row; anything else is a real fault and throws.
 */
export async function eachAlone(ids: readonly string[], action: (id: string) => Promise<unknown>): Promise<BulkResult> {
  const result: BulkResult = { changed: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await action(id);
      result.changed.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ id, message: error.message });
    }
  }
  return result;
}
