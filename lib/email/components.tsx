// The building blocks templates use inside the layout, so every message looks alike: a heading, paragraphs, the
// call-to-action button in the brand colour (its link also written out for clients that hide buttons) and a
// label/value list.
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { EmailBrand } from './template';

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '16px 0 8px', color: '#18181b' }}>
      {children}
    </Heading>
  );
}

export function EmailText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text style={{ margin: '8px 0', fontSize: muted ? '13px' : '15px', lineHeight: '24px', color: muted ? '#52525b' : '#18181b' }}>
      {children}
    </Text>
  );
}

/** A button in the brand colour, followed by the address itself (plain-text part and clients without buttons). */
export function EmailButton({ brand, href, children }: { brand: EmailBrand; href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: brand.color,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontSize: '15px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
      <Text style={{ margin: '12px 0 0', fontSize: '12px', lineHeight: '18px', color: '#52525b' }}>
        Si el botón no funciona, copia esta dirección en tu navegador:{' '}
        <Link href={href} style={{ color: '#52525b', wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** Label/value rows (an order's guide, an amount, a date). */
export function EmailDetails({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <Section style={{ backgroundColor: '#f4f4f5', borderRadius: '6px', padding: '8px 16px', margin: '12px 0' }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ margin: '4px 0', fontSize: '14px', lineHeight: '20px' }}>
          <span style={{ color: '#52525b' }}>{label}: </span>
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}
