import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

/** Favourites and collections of a signed-in shopper (issue 20). Signed-out favourites stay in the browser. */
export const VISIBILITIES = ['private', 'link', 'public'] as const;
export type CollectionVisibility = (typeof VISIBILITIES)[number];

export const favouriteIdsAnswer = z.object({ ids: z.array(z.string()) });
/** The browser's signed-out list, merged at sign-in (unknown ids are skipped by the server). */
export const mergeRequest = z.object({ ids: z.array(z.string().max(64)).max(500) });

export const collectionName = z.string().trim().min(1, 'Give the collection a name.').max(80, 'Keep the name under 80 characters.');
export const createCollectionRequest = z.object({ name: collectionName, visibility: z.enum(VISIBILITIES).optional() });
export const updateCollectionRequest = z.object({ name: collectionName.optional(), visibility: z.enum(VISIBILITIES).optional() });
export const reorderRequest = z.object({ characterIds: z.array(z.string().max(64)).max(200) });

export const collectionSummary = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.enum(VISIBILITIES),
  shareToken: z.string(),
  characterIds: z.array(z.string()),
});
export type CollectionSummary = z.infer<typeof collectionSummary>;
const card = z.looseObject({ id: z.string(), slug: z.string(), title: z.string(), typeName: z.string(), hasPreview: z.boolean() });
export const collectionDetail = collectionSummary.extend({ items: z.array(card) });
const oneCollection = z.object({ collection: collectionDetail });

export const socialApi = {
  favourites: endpoint('GET', '/favourites', { response: favouriteIdsAnswer }),
  mergeFavourites: endpoint('POST', '/favourites', { request: mergeRequest, response: favouriteIdsAnswer }),
  addFavourite: endpoint('PUT', '/favourites/:characterId', { response: favouriteIdsAnswer }),
  removeFavourite: endpoint('DELETE', '/favourites/:characterId', { response: favouriteIdsAnswer }),
  collections: endpoint('GET', '/collections', { response: z.object({ collections: z.array(collectionSummary) }) }),
  createCollection: endpoint('POST', '/collections', { request: createCollectionRequest, response: z.object({ collection: collectionSummary }) }),
  collection: endpoint('GET', '/collections/:id', { response: oneCollection }),
  updateCollection: endpoint('PATCH', '/collections/:id', { request: updateCollectionRequest, response: oneCollection }),
  deleteCollection: endpoint('DELETE', '/collections/:id', { response: z.object({ deleted: z.literal(true) }) }),
  addItem: endpoint('PUT', '/collections/:id/items/:characterId', { response: oneCollection }),
  removeItem: endpoint('DELETE', '/collections/:id/items/:characterId', { response: oneCollection }),
  reorder: endpoint('PUT', '/collections/:id/order', { request: reorderRequest, response: oneCollection }),
};
