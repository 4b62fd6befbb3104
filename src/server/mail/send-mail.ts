import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends over SMTP when SMTP_URL is set; otherwise writes the message as an .eml file to DATA_DIR/outbox. */
export async function sendMail(msg: MailMessage): Promise<{ file?: string; messageId: string }> {
  const mail = { from: env.MAIL_FROM, ...msg };
  if (env.SMTP_URL) {
    const info = await nodemailer.createTransport(env.SMTP_URL).sendMail(mail);
    return { messageId: info.messageId };
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mail);
  const dir = path.resolve(env.DATA_DIR, 'outbox');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, info.message as Buffer);
  return { file, messageId: info.messageId };
}
