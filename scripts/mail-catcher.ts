// The development mail catcher (maildev): an SMTP server and a web inbox on loopback, started by the launcher
// (scripts/launch.ts) under `npm run dev` and `npm start -- --embedded` when SMTP_URL is not set, so every email
// the app sends can be read at once and nothing leaves the machine. Ports: MAIL_CATCHER_SMTP_PORT (1025) and
// MAIL_CATCHER_WEB_PORT (1080), or free ones when those are taken (another checkout running).

export type MailCatcher = { smtpUrl: string; inboxUrl: string; stop: () => Promise<void> };

const port = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

// maildev is a development dependency: loaded only when the catcher starts, so a production install runs without it.
async function loadMailDev(): Promise<typeof import('maildev').MailDev> {
  try {
    return (await import('maildev')).MailDev;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (!/MODULE_NOT_FOUND/.test(code ?? '') || !message?.includes("'maildev'")) throw error;
    throw new Error('maildev no está instalado (instalación de producción, sin dependencias de desarrollo); define SMTP_URL');
  }
}

async function startOn(smtp: number, web: number): Promise<MailCatcher> {
  const MailDev = await loadMailDev();
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true, maxEmails: 500 });
  const servers = await maildev.start();
  const smtpPort = (servers.smtp as unknown as { port: number }).port;
  const webPort = (servers.api as unknown as { boundAddress?: { port: number } } | undefined)?.boundAddress?.port ?? web;
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, inboxUrl: `http://127.0.0.1:${webPort}`, stop: () => maildev.stop() };
}

/** Starts the catcher on its usual ports, or on free ones when they are taken. */
export async function startMailCatcher(env: Record<string, string | undefined>): Promise<MailCatcher> {
  try {
    return await startOn(port(env.MAIL_CATCHER_SMTP_PORT, 1025), port(env.MAIL_CATCHER_WEB_PORT, 1080));
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    return startOn(0, 0);
  }
}
