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

/** Where mail went: SMTP (SMTP_URL set) or an .eml file in DATA_DIR/outbox. */
export type MailResult = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

export function outboxDir(): string {
  return path.resolve(env.DATA_DIR, 'outbox');
}

export async function sendMail(msg: MailMessage): Promise<MailResult> {
  const mail = { from: env.MAIL_FROM, ...msg };
  if (env.SMTP_URL) {
    const info = await nodemailer.createTransport(env.SMTP_URL).sendMail(mail);
    return { via: 'smtp', messageId: info.messageId };
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mail);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, info.message as Buffer);
  return { via: 'outbox', file };
}
