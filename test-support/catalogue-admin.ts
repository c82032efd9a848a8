/** Catalogue changes through the real admin API, for tests across processes. */
type AdminCharacter = {
  id: string; title: string; slug: string; kind: string; typeId: string; description: string; tags: string[];
  priceType: 'credits' | 'currency' | 'free'; priceStandard: number; priceExtended: number; status: string; discountPercent: number | null;
};

export async function firstPaidCharacter(base: string, cookie: string): Promise<AdminCharacter> {
  const res = await fetch(`${base}/api/admin/characters?size=100`, { headers: { cookie } });
  const body = (await res.json()) as { rows: AdminCharacter[] };
  const found = body.rows.find((c) => c.priceType === 'currency' && c.status === 'published' && c.kind === 'graphi');
  if (!found) throw new Error(`no published character priced in dollars (${res.status})`);
  return found;
}

/** Saves the character with a new Standard price in dollars (the Extended one kept above it). */
export async function setStandardPrice(base: string, cookie: string, c: AdminCharacter, dollars: number): Promise<Response> {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: c.title, slug: c.slug, kind: c.kind, typeId: c.typeId, description: c.description, tags: c.tags.join(', '),
    priceType: 'currency', priceStandard: String(dollars), priceExtended: String(Math.max(dollars, c.priceExtended / 100)),
    discountPercent: '',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return fetch(`${base}/api/admin/characters/${c.id}`, { method: 'POST', headers: { cookie, origin: base }, body: form });
}
