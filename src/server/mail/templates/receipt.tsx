import { Column, Link, Row, Section, Text } from '@react-email/components';
import { Frame, paragraph } from './Frame.tsx';

/** A receipt: one per completed payment (cart, credit pack, custom order), amounts already formatted. */
export type ReceiptData = {
  number: string;
  date: string;
  buyer: string;
  /** `certificateUrl`: the licence certificate of the item (web page with its PDF and verification link). */
  items: { title: string; licence: string; amount: string; certificateUrl?: string }[];
  /** The coupon and what it took off ("Coupon SAVE10: −$2.00 USD"), when one was used. */
  discount?: string;
  totals: string[];
  method: string;
  orderUrl: string;
};

const cell = { fontSize: '14px', lineHeight: '20px', padding: '6px 0', borderBottom: '1px solid #e5e7eb' };
const right = { ...cell, textAlign: 'right' as const };

export const receipt = {
  subject: (data: ReceiptData) => `Your Toonmart receipt: order ${data.number}`,
  Body: ({ data, siteUrl }: { data: ReceiptData; siteUrl: string }) => (
    <Frame
      preview={`Order ${data.number}: ${data.totals.join(' and ')}`}
      siteUrl={siteUrl}
      action={{ label: 'See your order and invoice', href: data.orderUrl }}
      footnote="Keep this email for your records. Prices in credits were paid from your credit balance or with credits bought by card in the order; money was charged in US dollars."
    >
      <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 700 }}>{`Thank you, ${data.buyer}. Your payment is complete.`}</Text>
      <Text style={paragraph}>{`Order ${data.number} · ${data.date} · Paid with ${data.method}`}</Text>
      <Section>
        {data.items.map((item) => (
          <Row key={`${item.title}-${item.licence}`}>
            <Column style={cell}>
              {item.title}
              <br />
              <span style={{ color: '#6b7280' }}>{item.licence}</span>
              {item.certificateUrl && (
                <>
                  {' · '}
                  <Link href={item.certificateUrl} style={{ color: '#0d5499' }}>{`Licence certificate for ${item.title}`}</Link>
                </>
              )}
            </Column>
            <Column style={right}>{item.amount}</Column>
          </Row>
        ))}
        {data.discount && (
          <Row>
            <Column style={cell}>Discount</Column>
            <Column style={right}>{data.discount}</Column>
          </Row>
        )}
        {data.totals.map((total) => (
          <Row key={total}>
            <Column style={{ ...cell, fontWeight: 700 }}>Total</Column>
            <Column style={{ ...right, fontWeight: 700 }}>{total}</Column>
          </Row>
        ))}
      </Section>
      <Text style={paragraph}>{`Your order page has the invoice (PDF), your licence certificates and the downloads: ${data.orderUrl}`}</Text>
    </Frame>
  ),
};
