import { Text } from '@react-email/components';
import { Frame, paragraph } from './Frame.tsx';

/** An admin decided on an artist's payout: paid (amount and the transfer's reference), rejected (the reason) or failed. */
export type PayoutDecisionData = {
  outcome: 'paid' | 'rejected' | 'failed';
  /** Formatted, e.g. "$120.00". */
  amount: string;
  reference: string | null;
  reason: string | null;
  href: string;
};

const HEADINGS: Record<PayoutDecisionData['outcome'], (amount: string) => string> = {
  paid: (a) => `Your payout of ${a} is on its way`,
  rejected: (a) => `Your payout request of ${a} was not approved`,
  failed: (a) => `Your payout of ${a} could not be sent`,
};
const NEXT: Record<PayoutDecisionData['outcome'], string> = {
  paid: 'We approved your payout and sent the transfer. Keep the reference below for your records.',
  rejected: 'The amount is back in your available balance. The reason is below; you can ask again once it is sorted out.',
  failed: 'The transfer did not go through, so the amount is back in your available balance. Check your payout details and ask again.',
};
const label = { ...paragraph, fontWeight: 700, margin: '16px 0 4px' };

export const payoutDecision = {
  subject: (data: PayoutDecisionData) => HEADINGS[data.outcome](data.amount),
  Body: ({ data, siteUrl }: { data: PayoutDecisionData; siteUrl: string }) => (
    <Frame preview={NEXT[data.outcome]} siteUrl={siteUrl} action={{ label: 'See your earnings', href: data.href }} footnote="You receive this email because you asked for a payout of your royalties.">
      <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 700 }}>{HEADINGS[data.outcome](data.amount)}</Text>
      <Text style={paragraph}>{NEXT[data.outcome]}</Text>
      <Text style={label}>Amount</Text>
      <Text style={paragraph}>{data.amount}</Text>
      {data.reference && (
        <>
          <Text style={label}>Reference</Text>
          <Text style={paragraph}>{data.reference}</Text>
        </>
      )}
      {data.reason && (
        <>
          <Text style={label}>{data.outcome === 'rejected' ? 'Reason' : 'What went wrong'}</Text>
          <Text style={paragraph}>{data.reason}</Text>
        </>
      )}
    </Frame>
  ),
};
