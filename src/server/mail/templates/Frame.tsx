import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** The frame every Toonmart email shares: brand line, the message, one main button, the footer. */
export type FrameProps = { preview: string; siteUrl: string; children: ReactNode; action?: { label: string; href: string }; footnote?: string };

const page = { backgroundColor: '#f6f4ef', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2937', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', borderRadius: '12px', padding: '28px 32px', maxWidth: '560px' };
const brand = { fontSize: '20px', fontWeight: 700, color: '#b45309', margin: '0 0 16px' };
const button = { backgroundColor: '#f59e0b', color: '#1f2937', borderRadius: '8px', padding: '12px 20px', fontWeight: 700, textDecoration: 'none' };
const small = { fontSize: '12px', color: '#6b7280', lineHeight: '18px' };

export function Frame({ preview, siteUrl, children, action, footnote }: FrameProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>Toonmart</Text>
          {children}
          {action && (
            <Section style={{ margin: '24px 0 8px' }}>
              <Button href={action.href} style={button}>
                {action.label}
              </Button>
            </Section>
          )}
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
          {footnote && <Text style={small}>{footnote}</Text>}
          <Text style={small}>
            Toonmart, the marketplace for cartoon and animated characters · <Link href={siteUrl}>{new URL(siteUrl).host}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
