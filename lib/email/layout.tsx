// The branded frame of every email: the organization's logo (or its name in its colour) on top of a coloured
// rule, the message, and a Spanish footer (who sends it, why, the unsubscribe link when there is one, and "do not
// reply" only when the message has no Reply-To: a recipient notice may invite a reply to the organization).
// Inline styles only: mail clients drop <style> blocks and external CSS.
import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { EmailBrand, EmailLinks } from './template';

export const SERVICE_NAME = 'Envíos MX';
/** The service's own colour (app/globals.css --brand), used when the organization has none. */
export const SERVICE_COLOR = '#0f766e';

const page = { backgroundColor: '#f4f4f5', margin: 0, padding: '24px 0', fontFamily: 'Helvetica, Arial, sans-serif' };
const card = { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', borderRadius: '8px', overflow: 'hidden' };
const footerText = { color: '#52525b', fontSize: '12px', lineHeight: '18px', margin: '4px 0' };

export function EmailLayout(props: { brand: EmailBrand; links: EmailLinks; preview?: string; children: ReactNode }) {
  const { brand, links } = props;
  const ownBrand = brand.name !== SERVICE_NAME;
  return (
    <Html lang="es-MX">
      <Head />
      {props.preview ? <Preview>{props.preview}</Preview> : null}
      <Body style={page}>
        <Container style={card}>
          <Section style={{ borderTop: `6px solid ${brand.color}`, padding: '24px 32px 8px' }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.name} height="48" style={{ height: '48px', width: 'auto', maxWidth: '240px' }} />
            ) : (
              <Text style={{ color: brand.color, fontSize: '20px', fontWeight: 700, margin: 0 }}>{brand.name}</Text>
            )}
          </Section>
          <Section style={{ padding: '8px 32px 16px', color: '#18181b', fontSize: '15px', lineHeight: '24px' }}>{props.children}</Section>
          <Section style={{ padding: '12px 32px 24px' }}>
            <Hr style={{ borderColor: '#e4e4e7', margin: '0 0 12px' }} />
            <Text style={footerText}>
              {ownBrand ? `${brand.name} · enviado con ${SERVICE_NAME}` : SERVICE_NAME} ·{' '}
              <Link href={links.home} style={{ color: '#52525b' }}>
                {links.home.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
            {links.replyTo ? null : <Text style={footerText}>Este es un mensaje automático; por favor no respondas a este correo.</Text>}
            {links.unsubscribe ? (
              <Text style={footerText}>
                ¿No quieres recibir estos avisos?{' '}
                <Link href={links.unsubscribe} style={{ color: '#52525b', textDecoration: 'underline' }}>
                  Cancelar suscripción
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
