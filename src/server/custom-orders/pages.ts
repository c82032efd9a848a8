import { AppError } from '#/server/errors/catalogue.ts';

/** Page loaders: a job the viewer may not see renders the 404 page (null here), anything else is a real error. */
export async function orNotFound<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}
