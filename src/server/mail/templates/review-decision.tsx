import { Text } from '@react-email/components';
import { Frame, paragraph } from './Frame.tsx';

/** A reviewer decided on an artist's character: the outcome, the notes by field, one button to the character. */
export type ReviewDecisionData = {
  title: string;
  outcome: 'approved' | 'changes_requested' | 'rejected' | 'revision_rejected';
  notes: { field: string; note: string }[];
  href: string;
};

const HEADINGS: Record<ReviewDecisionData['outcome'], (title: string) => string> = {
  approved: (t) => `"${t}" is on sale`,
  changes_requested: (t) => `Changes requested on "${t}"`,
  rejected: (t) => `"${t}" was not accepted`,
  revision_rejected: (t) => `Your changes to "${t}" were not accepted`,
};
const NEXT: Record<ReviewDecisionData['outcome'], string> = {
  approved: 'A reviewer approved it: shoppers can buy it now, and your artist page lists it.',
  changes_requested: 'Make the changes below, then submit it for review again.',
  rejected: 'It will not go on sale. The reasons are below.',
  revision_rejected: 'The published version stays on sale as it was. The reasons are below.',
};
const strong = { ...paragraph, fontWeight: 700, margin: '16px 0 4px' };

export const reviewDecision = {
  subject: (data: ReviewDecisionData) => HEADINGS[data.outcome](data.title),
  Body: ({ data, siteUrl }: { data: ReviewDecisionData; siteUrl: string }) => (
    <Frame preview={NEXT[data.outcome]} siteUrl={siteUrl} action={{ label: 'Open your character', href: data.href }} footnote="You receive this email because you submitted this character for review.">
      <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 700 }}>{HEADINGS[data.outcome](data.title)}</Text>
      <Text style={paragraph}>{NEXT[data.outcome]}</Text>
      {data.notes.map((n) => (
        <div key={n.field}>
          <Text style={strong}>{n.field}</Text>
          <Text style={paragraph}>{n.note}</Text>
        </div>
      ))}
    </Frame>
  ),
};
