import { AppError } from '#/server/errors/catalogue.ts';
import { adminActor, type Actor } from './actor.ts';

/** For admin pages: the acting admin, or null (the page then redirects home, as the spec's area guard does). */
export function adminOrNull(locals: App.Locals): Actor | null {
  try {
    return adminActor(locals);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
