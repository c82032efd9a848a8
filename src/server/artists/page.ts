import { AppError } from '#/server/errors/catalogue.ts';

/** For area pages: the guard's answer, or null when it refused (the page then redirects home, like the area guard). */
export function orNull<T>(guard: () => T): T | null {
  try {
    return guard();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** A lookup that answers 404 for someone else's (or no) row: null, so the page renders its 404. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
