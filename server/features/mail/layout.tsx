// One package per component: the umbrella package loads Tailwind and Prism at import, a third of a second per process.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

/** What the layout shows around every email: the sender, and the recipient's unsubscribe link for marketing mail. */
export interface EmailFrameValue {
  siteName: string;
  publicUrl: string;
  supportEmail: string;
  unsubscribeUrl?: string;
}

export const EmailFrame = createContext<EmailFrameValue>({ siteName: '', publicUrl: '', supportEmail: '' });

/**
 * The brand in email: the site's darker orange, so white button text and orange text on white both pass WCAG AA
 * (#c2410c: 5.2:1 against white); body text #0f172a (17:1) and muted text #475569 (7.2:1 on the page grey).
 */
export const EMAIL_COLOURS = { brand: '#c2410c', text: '#0f172a', muted: '#475569', page: '#f8fafc', card: '#ffffff', rule: '#e2e8f0' } as const;

const font = 'Arial, Helvetica, sans-serif';
// Long addresses and words break anywhere rather than widen the email past a phone's screen.
const wrap: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: EMAIL_COLOURS.page, fontFamily: font, color: EMAIL_COLOURS.text },
  // 600 px at most, the full width of anything narrower (React Email's container is width 100% with a max-width).
  container: { maxWidth: '600px', width: '100%', margin: '0 auto', padding: '24px 12px' },
  wordmark: { margin: '0 0 16px', padding: '0 8px', fontSize: '20px', fontWeight: 700, color: EMAIL_COLOURS.brand, lineHeight: '28px' },
  card: { backgroundColor: EMAIL_COLOURS.card, borderRadius: '12px', padding: '24px 20px', border: `1px solid ${EMAIL_COLOURS.rule}` },
  heading: { margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', color: EMAIL_COLOURS.text, ...wrap },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: EMAIL_COLOURS.text, ...wrap },
  button: { backgroundColor: EMAIL_COLOURS.brand, color: '#ffffff', borderRadius: '8px', padding: '12px 20px', fontSize: '16px', fontWeight: 700, textDecoration: 'none', maxWidth: '100%', boxSizing: 'border-box' as const },
  fallback: { margin: '12px 0 16px', fontSize: '14px', lineHeight: '20px', color: EMAIL_COLOURS.muted, ...wrap },
  link: { color: EMAIL_COLOURS.brand, textDecoration: 'underline', ...wrap },
  field: { margin: '0 0 8px', fontSize: '16px', lineHeight: '24px', color: EMAIL_COLOURS.text, ...wrap },
  fields: { margin: '0 0 16px', padding: '12px 16px', backgroundColor: EMAIL_COLOURS.page, borderRadius: '8px' },
  note: { margin: '16px 0 0', fontSize: '14px', lineHeight: '20px', color: EMAIL_COLOURS.muted, ...wrap },
  footer: { margin: '0 0 8px', padding: '0 8px', fontSize: '13px', lineHeight: '20px', color: EMAIL_COLOURS.muted, ...wrap },
} satisfies Record<string, CSSProperties>;

export interface EmailLayoutProps {
  /** The line inbox lists show after the subject. */
  preheader: string;
  heading: string;
  /** Why this person gets this email, in the footer. */
  reason: string;
  children: ReactNode;
}

/** One look for every email: the wordmark, a card with the heading and content, and the footer with the sender and the reason. */
export function EmailLayout({ preheader, heading, reason, children }: EmailLayoutProps) {
  const { siteName, publicUrl, supportEmail, unsubscribeUrl } = useContext(EmailFrame);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preheader}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.wordmark}>{siteName}</Text>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ paddingTop: '16px' }}>
            <Text style={styles.footer}>
              {siteName} · <Link href={publicUrl} style={{ ...styles.link, color: EMAIL_COLOURS.muted }}>{publicUrl}</Link> · {supportEmail}
            </Text>
            <Text style={styles.footer}>{reason}</Text>
            {unsubscribeUrl && (
              <Text style={styles.footer}>
                Do not want these emails? <Link href={unsubscribeUrl} style={{ ...styles.link, color: EMAIL_COLOURS.muted }}>Unsubscribe</Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

/** A link inside text; its address breaks anywhere on a narrow screen. */
export function TextLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children ?? href}
    </Link>
  );
}

/** The email's action as a button, and its address once as text for clients that block buttons (and for the plain-text twin). */
export function ActionButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 0' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      {/* The plain-text twin has the button's address already. */}
      <Text style={styles.fallback} data-skip-in-text="true">
        Or open this address: <TextLink href={href} />
      </Text>
    </Section>
  );
}

/** Data as labelled fields, each on a line of its own. */
export function Fields({ fields }: { fields: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <Section style={styles.fields}>
      {fields.map(([label, value]) => (
        <Text key={label} style={styles.field}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

/** A smaller line under the content (a caution, a receipt number). */
export function Note({ children }: { children: ReactNode }) {
  return (
    <>
      <Hr style={{ borderColor: EMAIL_COLOURS.rule, margin: '24px 0 0' }} />
      <Text style={styles.note}>{children}</Text>
    </>
  );
}
