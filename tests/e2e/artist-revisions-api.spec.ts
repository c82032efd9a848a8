import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { pngFile } from '#/server/uploads/test-files.ts';
import { signIn } from './helpers/auth.ts';
import { EPS, newArtist, newPage } from './helpers/artists.ts';

/**
 * The artists' API against the built store: a published character's file changes only through review
 * (buyers keep downloading the published file until an admin approves), and a set takes only the
 * artist's own published characters.
 */
const origin = { origin: baseURL };
const CHECKLIST = ['licence', 'quality', 'naming', 'pricing'];

async function typeId(artist: Page): Promise<string> {
  const html = await (await artist.request.get('/contributor/characters/new')).text();
  return html.match(/<option value="([0-9a-f-]{36})"/)![1]!;
}

async function draft(artist: Page, path: string, title: string) {
  const res = await artist.request.post(path, { headers: origin, multipart: {
    title, typeId: await typeId(artist), priceType: 'free', priceStandard: '0', priceExtended: '0', discountPercent: '', tags: 'robot', description: 'A robot.',
    preview: { name: 'preview.png', mimeType: 'image/png', buffer: await pngFile(400, 400) },
  } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const upload = async (artist: Page, id: string, content: string) =>
  artist.request.post(`/api/contributor/characters/${id}/files`, { headers: origin, multipart: { file: { name: 'robot.eps', mimeType: 'application/postscript', buffer: EPS(content) } } });

async function submitAndApprove(artist: Page, admin: Page, id: string) {
  const submitted = await artist.request.post(`/api/contributor/characters/${id}/submit`, { headers: origin });
  expect(submitted.status()).toBe(200);
  const { version } = (await submitted.json()) as { version: number };
  const decided = await admin.request.post(`/api/admin/review/${id}`, { headers: origin, data: { decision: 'approve', version, checklist: CHECKLIST } });
  expect(decided.status(), await decided.text()).toBe(200);
}

async function publishedFree(artist: Page, admin: Page, title: string) {
  const id = await draft(artist, '/api/contributor/characters', title);
  const file = await upload(artist, id, `${title} v1`);
  expect(file.status()).toBe(201);
  await submitAndApprove(artist, admin, id);
  return { id, fileId: ((await file.json()) as { id: string }).id };
}

test('a published file changes only through review: buyers download the old one until approval', async ({ page: admin, browser }) => {
  const stamp = Date.now().toString(36);
  await signIn(admin, 'admin');
  const artist = await newArtist(browser, admin, `artist-files-${stamp}@toonmart.test`);
  const { id, fileId: v1 } = await publishedFree(artist, admin, `Robo Files ${stamp}`);
  const buyer = await newPage(browser);
  await signIn(buyer, 'user');
  const download = async (fileId: string) => {
    const res = await buyer.request.get(`/api/downloads/${fileId}`);
    return { status: res.status(), body: res.status() === 200 ? (await res.body()).toString() : '' };
  };
  expect(await download(v1)).toMatchObject({ status: 200, body: expect.stringContaining(`Robo Files ${stamp} v1`) });

  // The replacement waits: the buyer still gets v1, the new file is not downloadable, the live one cannot be deleted.
  const replaced = await upload(artist, id, `Robo Files ${stamp} v2`);
  expect(replaced.status()).toBe(201);
  const v2 = ((await replaced.json()) as { id: string }).id;
  expect(await download(v1)).toMatchObject({ status: 200, body: expect.stringContaining('v1') });
  expect((await download(v2)).status).toBe(404);
  const removal = await artist.request.delete(`/api/contributor/characters/${id}/files/${v1}`, { headers: origin });
  expect(removal.status()).toBe(409);
  expect(((await removal.json()) as { error: { code: string } }).error.code).toBe('CONFLICT');

  // Sent for review and approved: now v2 is the file, v1 is gone.
  const submitted = await artist.request.post(`/api/contributor/characters/${id}/submit`, { headers: origin });
  expect(submitted.status()).toBe(200);
  const { version, state } = (await submitted.json()) as { version: number; state: string };
  expect(state).toBe('in_review');
  expect(await download(v1)).toMatchObject({ status: 200, body: expect.stringContaining('v1') });
  const decided = await admin.request.post(`/api/admin/review/${id}`, { headers: origin, data: { decision: 'approve', version, checklist: CHECKLIST } });
  expect(decided.status()).toBe(200);
  expect(await download(v2)).toMatchObject({ status: 200, body: expect.stringContaining(`Robo Files ${stamp} v2`) });
  expect((await download(v1)).status).toBe(404);
});

test("a set refuses someone else's character and takes the artist's own", async ({ page: admin, browser }) => {
  const stamp = Date.now().toString(36);
  await signIn(admin, 'admin');
  const artist = await newArtist(browser, admin, `artist-set-${stamp}@toonmart.test`);
  const own = await publishedFree(artist, admin, `Robo Own ${stamp}`);
  // A character of the seeded demo artist.
  const page = await (await artist.request.get('/artists/demo-artist')).text();
  const slug = page.match(/href="\/cartoon-characters\/([a-z0-9-]+)"/)![1]!;
  const theirs = (await (await artist.request.get(`/cartoon-characters/${slug}`)).text()).match(/\/api\/characters\/([0-9a-f-]{36})\/preview/)![1]!;

  const set = await draft(artist, '/api/contributor/sets', `Robo Set ${stamp}`);
  const refused = await artist.request.post(`/api/contributor/characters/${set}/members`, { headers: origin, data: { memberIds: [own.id, theirs] } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Only your own published characters can be in your set.');
  const taken = await artist.request.post(`/api/contributor/characters/${set}/members`, { headers: origin, data: { memberIds: [own.id] } });
  expect(taken.status()).toBe(200);
  expect(((await taken.json()) as { members: { id: string }[] }).members.map((m) => m.id)).toEqual([own.id]);
});
