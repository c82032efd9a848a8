import { inArray } from 'drizzle-orm';
import { makerCharacters } from '#/server/db/schema.ts';
import type { FulfilmentHandler } from '#/server/orders/registry.ts';
import { enqueue } from '#/server/tasks/queue.ts';

/** The job runner's kind that draws a bought design's files (registered in ./tasks.ts, in the server process). */
export const PREPARE_MAKER_FILES = 'maker.prepare-files';

/**
 * Wraps the character lines' handler: a paid line of a maker character also queues the drawing of
 * its files, in the transaction that marks the order paid, so the files are made once the payment
 * is final (never for a design only put in a cart) and again after a crash (the task is retried).
 */
export function withMakerFiles(handler: FulfilmentHandler): FulfilmentHandler {
  return {
    ...handler,
    async fulfil(tx, order, lines) {
      await handler.fulfil(tx, order, lines);
      const ids = [...new Set(lines.map((l) => l.characterId).filter((id): id is string => Boolean(id)))];
      if (!ids.length) return;
      const made = await tx.select({ id: makerCharacters.characterId }).from(makerCharacters).where(inArray(makerCharacters.characterId, ids));
      if (made.length) await enqueue(tx, PREPARE_MAKER_FILES, { characterIds: made.map((m) => m.id) }, { maxAttempts: 5 });
    },
  };
}
