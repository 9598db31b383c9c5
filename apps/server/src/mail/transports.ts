import type { Transporter } from 'nodemailer';
import type { Config } from '../kernel/config.ts';
import type { OutgoingClient } from '../kernel/outgoing/outgoing-client.ts';
import type { RenderedMail } from './templates.ts';

/** Delivers one rendered message to one recipient, or throws (the outbox retries later). */
export type Transport = (recipient: string, message: RenderedMail) => Promise<void>;

export interface Transports {
  email?: Transport;
  sms?: Transport;
  close(): void;
}

/** A GSM (10 digits, as stored) in E.164 with the configured country code: 5321234567 → +905321234567. */
export const e164 = (gsm: string, countryCode: string) => `+${countryCode}${gsm.replace(/\D/g, '')}`;

/**
 * The channels this deployment can deliver (docs/passwords.md): mail by SMTP (SMTP_URL and MAIL_FROM), SMS
 * by an HTTP gateway (SMS_GATEWAY_URL: a POST of `{ "to": "+90…", "text": "…" }` as JSON, with
 * `Authorization: Bearer SMS_GATEWAY_TOKEN` when set; any 2xx answer is delivered). A channel without its
 * settings delivers nothing: its messages wait on the panel's pending messages page. The gateway is called
 * through the server's one outgoing client (docs/security.md, Outgoing calls); the operator set its address,
 * so it may be a private one.
 */
export function configuredTransports(config: Config, outgoing: OutgoingClient): Transports {
  const smtp = config.smtpUrl && config.mailFrom ? smtpTransport(config.smtpUrl) : undefined;
  const from = config.mailFrom;
  const { smsGatewayUrl, smsGatewayToken, smsCountryCode } = config;
  return {
    ...(smtp
      ? {
          email: async (to, message) => {
            await (
              await smtp.open()
            ).sendMail({
              from,
              to,
              subject: message.subject,
              text: message.text,
              html: message.html,
            });
          },
        }
      : {}),
    ...(smsGatewayUrl
      ? {
          sms: async (to, message) => {
            const answer = await outgoing.send({
              method: 'POST',
              url: smsGatewayUrl,
              headers: {
                'content-type': 'application/json',
                ...(smsGatewayToken ? { authorization: `Bearer ${smsGatewayToken}` } : {}),
              },
              body: Buffer.from(JSON.stringify({ to: e164(to, smsCountryCode), text: message.text }), 'utf8'),
              timeoutMs: 15_000,
              allowPrivate: true,
            });
            if (answer.status < 200 || answer.status >= 300)
              throw new Error(`SMS gateway answered ${answer.status}`);
          },
        }
      : {}),
    close: () => smtp?.close(),
  };
}

/** nodemailer loads with the first message sent, not at start (docs/performance.md). */
function smtpTransport(url: string): { open(): Promise<Transporter>; close(): void } {
  let transporter: Promise<Transporter> | undefined;
  return {
    open: () =>
      (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(url),
      )),
    close: () => void transporter?.then((t) => t.close()),
  };
}
