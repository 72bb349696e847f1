import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface OutgoingMail {
  /** Stable per message, so that a receiver can recognise a copy sent twice. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// The outbox claims a message for 60 seconds: an SMTP exchange must give up well before that.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const toMessage = (mail: OutgoingMail) => ({
  messageId: mail.messageId,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.replyTo && { replyTo: mail.replyTo }),
});

/**
 * Sends over SMTP_URL; without it, each message is written as an .eml file to `dataDir/mail` (the local
 * sink of architecture §1), named by its Message-ID so a repeated send overwrites the same file.
 */
export function createMailer(config: Config): Mailer {
  const defaults = { from: config.mail.from };
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.mail.smtpUrl, ...SMTP_TIMEOUTS }, defaults);
    return {
      async send(mail) {
        await transport.sendMail(toMessage(mail));
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true }, defaults);
  return {
    async send(mail) {
      const { message } = await transport.sendMail(toMessage(mail));
      await fs.mkdir(folder, { recursive: true });
      const fileName = `${mail.messageId.replace(/[^\w.@-]/g, '')}.eml`;
      await fs.writeFile(path.join(folder, fileName), message);
    },
    close: () => transport.close(),
  };
}
