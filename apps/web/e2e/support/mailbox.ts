import net from 'node:net';
import { currentLane, lanePort } from './lanes.ts';

/** The lane's server delivers its outbox to this port (see start-server.mjs): its web port + 1. */
export function mailboxPort(): number {
  return lanePort(currentLane()) + 1;
}

export interface CaughtMail {
  to: string[];
  /** The message as sent, quoted-printable decoded. */
  text: string;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) so links read as they were written. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A tiny SMTP catcher (no TLS, no auth) the e2e server's outbox delivers to, so a test can read a mail
 * such as an invitation. Enough of RFC 5321 for nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export async function openMailbox(port = mailboxPort()) {
  const mails: CaughtMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 pano-e2e ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') data.push(line.startsWith('..') ? line.slice(1) : line);
          else {
            mails.push({ to, text: decodeQuotedPrintable(data.join('\r\n')) });
            data = null;
            to = [];
            reply('250 OK');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 pano-e2e');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    /** The first mail to `recipient`, waiting for it to arrive. */
    async mailTo(recipient: string, timeoutMs = 20_000): Promise<CaughtMail> {
      for (const started = Date.now(); Date.now() - started < timeoutMs;) {
        const found = mails.find((mail) => mail.to.includes(recipient));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${recipient} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The invitation link of a mail: `<public url>/#/auth/davet?tag=…&token=…`. */
export function invitationLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/#\/auth\/davet\?[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in:\n${mail.text}`);
  return link.replace(/&amp;/g, '&');
}
