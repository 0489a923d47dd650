// The test SMTP server itself: a message sent by nodemailer arrives parsed, and a stopped server refuses
// connections until it is started again on the same port.
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../helpers/smtp-server';

describe('test SMTP server', async () => {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.stop());

  it('receives and parses a real message, and refuses while stopped', async () => {
    const transport = nodemailer.createTransport(smtp.url);
    await transport.sendMail({
      from: 'Envíos MX <avisos@envios.test>',
      to: 'Ana@Example.com',
      subject: 'Órden lista',
      text: 'Ve https://envios.test/rastreo/MX1 ahora',
      html: '<p>hola</p>',
    });
    const mail = await smtp.waitFor((m) => m.subject === 'Órden lista');
    expect(mail.to).toEqual(['ana@example.com']);
    expect(smtp.link(mail, '/rastreo/')).toBe('https://envios.test/rastreo/MX1');
    expect(mail.html).toContain('hola');

    await smtp.stop();
    await expect(transport.sendMail({ from: 'a@envios.test', to: 'b@example.com', subject: 'x', text: 'x' })).rejects.toThrow();
    await smtp.start();
    await transport.sendMail({ from: 'a@envios.test', to: 'b@example.com', subject: 'de vuelta', text: 'x' });
    await smtp.waitFor((m) => m.subject === 'de vuelta');
  });
});
