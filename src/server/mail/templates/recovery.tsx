import { Text } from '@react-email/components';
import { Frame, paragraph } from './Frame.tsx';

export type RecoveryData = { email: string; link: string; minutes: number };

export const recovery = {
  subject: () => 'Recover your Toonmart account',
  Body: ({ data, siteUrl }: { data: RecoveryData; siteUrl: string }) => (
    <Frame
      preview="Choose a new password for your Toonmart account"
      siteUrl={siteUrl}
      action={{ label: 'Choose a new password', href: data.link }}
      footnote="If it was not you, ignore this email: your password stays as it is."
    >
      <Text style={paragraph}>Someone (hopefully you) asked to recover the Toonmart account of {data.email}.</Text>
      <Text style={paragraph}>
        Choose a new password with the button below. The link works once, for {data.minutes} minutes: {data.link}
      </Text>
    </Frame>
  ),
};
