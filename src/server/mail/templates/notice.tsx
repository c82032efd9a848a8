import { Text } from '@react-email/components';
import { Frame, paragraph } from './Frame.tsx';

/** A short notice about something that changed (a custom order's status, an announcement): what happened, what to do next, one button. */
export type NoticeData = { subject: string; heading: string; lines: string[]; action: { label: string; href: string }; footnote?: string };

export const notice = {
  subject: (data: NoticeData) => data.subject,
  Body: ({ data, siteUrl }: { data: NoticeData; siteUrl: string }) => (
    <Frame preview={data.lines[0] ?? data.heading} siteUrl={siteUrl} action={data.action} footnote={data.footnote}>
      <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 700 }}>{data.heading}</Text>
      {data.lines.map((line) => (
        <Text style={paragraph} key={line}>
          {line}
        </Text>
      ))}
    </Frame>
  ),
};
