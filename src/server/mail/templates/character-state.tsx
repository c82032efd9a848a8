import { Text } from '@react-email/components';
import { Frame, paragraph } from './Frame.tsx';

/** Staff changed the state of an artist's character (not the artist's own act): what happened, the reason, the character. */
export type CharacterStateData = {
  title: string;
  change: 'published' | 'unpublished' | 'removed';
  reason: string | null;
  href: string;
};

const HEADINGS: Record<CharacterStateData['change'], (title: string) => string> = {
  published: (t) => `"${t}" was published by staff`,
  unpublished: (t) => `"${t}" was unpublished by staff`,
  removed: (t) => `"${t}" was removed from the store by staff`,
};
const NEXT: Record<CharacterStateData['change'], string> = {
  published: 'Shoppers can buy it now, and your artist page lists it.',
  unpublished: 'Shoppers cannot buy it any more; buyers keep their downloads. You can change it and submit it for review again.',
  removed: 'It will not go on sale again; buyers keep their downloads. Reply to this email if you think this is a mistake.',
};
const strong = { ...paragraph, fontWeight: 700, margin: '16px 0 4px' };

export const characterState = {
  subject: (data: CharacterStateData) => HEADINGS[data.change](data.title),
  Body: ({ data, siteUrl }: { data: CharacterStateData; siteUrl: string }) => (
    <Frame preview={data.reason ?? NEXT[data.change]} siteUrl={siteUrl} action={{ label: 'Open your character', href: data.href }} footnote="You receive this email because you sell this character in the store.">
      <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 700 }}>{HEADINGS[data.change](data.title)}</Text>
      {data.reason && (
        <>
          <Text style={strong}>Reason</Text>
          <Text style={paragraph}>{data.reason}</Text>
        </>
      )}
      <Text style={paragraph}>{NEXT[data.change]}</Text>
    </Frame>
  ),
};
