import { Text } from '@react-email/components';
import { Frame, paragraph } from './Frame.tsx';

/** A custom order changed: which job, what happened, what to do next, one button to the job's page. */
export type JobUpdateData = { subject: string; jobLabel: string; heading: string; happened: string; next: string; action: { label: string; href: string } };

const label = { ...paragraph, fontSize: '13px', color: '#6b7280', margin: '0 0 4px' };
const strong = { ...paragraph, fontWeight: 700, margin: '16px 0 4px' };

export const jobUpdate = {
  subject: (data: JobUpdateData) => data.subject,
  Body: ({ data, siteUrl }: { data: JobUpdateData; siteUrl: string }) => (
    <Frame preview={data.happened} siteUrl={siteUrl} action={data.action} footnote="You receive this email because you take part in this custom order.">
      <Text style={label}>{data.jobLabel}</Text>
      <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 700 }}>{data.heading}</Text>
      <Text style={paragraph}>{data.happened}</Text>
      <Text style={strong}>What next</Text>
      <Text style={paragraph}>{data.next}</Text>
    </Frame>
  ),
};
