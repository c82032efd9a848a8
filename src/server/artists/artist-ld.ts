/** An artist's page as schema.org data: the Person, and the characters they sell as an ItemList. */
type ArtistFacts = { displayName: string; slug: string; bio: string; links: string[]; avatarKey: string | null; items: { slug: string; title: string }[] };

export function artistLd(artist: ArtistFacts, url: (path: string) => string) {
  return {
    '@graph': [
      {
        '@type': 'Person',
        '@id': url(`/artists/${artist.slug}#person`),
        name: artist.displayName,
        url: url(`/artists/${artist.slug}`),
        ...(artist.bio ? { description: artist.bio } : {}),
        ...(artist.avatarKey ? { image: url(`/files/${artist.avatarKey}`) } : {}),
        ...(artist.links.length ? { sameAs: artist.links } : {}),
      },
      {
        '@type': 'ItemList',
        name: `Characters by ${artist.displayName}`,
        itemListElement: artist.items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, url: url(`/cartoon-characters/${c.slug}`), name: c.title })),
      },
    ],
  };
}
