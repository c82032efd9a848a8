import { Link, Section, Text } from '@react-email/components';
import { Frame, paragraph } from './Frame.tsx';

/** The first mail of a new account: a few free samples to start with and where the account's pages are. Links are absolute. */
export type WelcomeData = {
  name: string;
  samples: { title: string; href: string }[];
  samplesHref: string;
  links: { label: string; href: string }[];
};

const item = { ...paragraph, margin: '0 0 6px' };

export const welcome = {
  subject: () => 'Welcome to Toonmart: your free sample characters',
  Body: ({ data, siteUrl }: { data: WelcomeData; siteUrl: string }) => (
    <Frame
      preview="Your account is ready: start with a free sample character"
      siteUrl={siteUrl}
      action={{ label: 'Download free samples', href: data.samplesHref }}
      footnote="You get this email once, because you created a Toonmart account with this address."
    >
      <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 700 }}>{data.name ? `Welcome, ${data.name}!` : 'Welcome to Toonmart!'}</Text>
      <Text style={paragraph}>Your account is ready. Every free sample character comes with a Standard licence: download it, animate it, use it in your videos and projects.</Text>
      {data.samples.length > 0 && (
        <Section>
          <Text style={{ ...paragraph, fontWeight: 700 }}>Free samples to start with</Text>
          {data.samples.map((sample) => (
            <Text style={item} key={sample.href}>
              <Link href={sample.href}>{sample.title}</Link>
            </Text>
          ))}
        </Section>
      )}
      <Section>
        <Text style={{ ...paragraph, fontWeight: 700, marginTop: '16px' }}>Your account</Text>
        {data.links.map((link) => (
          <Text style={item} key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </Text>
        ))}
      </Section>
    </Frame>
  ),
};
