import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { OutboxRepo } from './outbox.repo.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * A line safe to show a local developer (e.g. "sign-up code for a@b.c: 123456"): logged at info when
   * there is no SMTP server and NODE_ENV is not production, so a demo user can read their code.
   */
  devHint?: string;
}

export interface SmsMessage {
  to: string;
  text: string;
  devHint?: string;
}

export interface MailerDeps {
  repo: OutboxRepo;
  clock: Clock;
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM' | 'NODE_ENV'>;
  log: FastifyBaseLogger;
}

/**
 * Sends e-mail and SMS. Every message is written to the `outbox` table first; with SMTP_URL an e-mail is
 * then handed to the SMTP server and its row gets `sentAt` once the server accepted it (or `error`).
 * SMS has no provider adapter yet: it stays in the outbox. A failed SMTP hand-off is logged and kept in
 * the row; it does not fail the caller's request (the code row already exists and counts for the day).
 */
export function createMailer({ repo, clock, config, log }: MailerDeps) {
  const transport: Transporter | null = config.SMTP_URL
    ? createTransport({
        url: config.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  const showHints = !transport && config.NODE_ENV !== 'production';

  return {
    /** Whether e-mail leaves through SMTP (else it only lands in the outbox). */
    smtp: transport !== null,

    async sendEmail(message: EmailMessage): Promise<void> {
      const row = await repo.insert({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        createdAt: clock.now(),
      });
      if (!transport) {
        if (showHints && message.devHint) log.info({ outboxId: row.id }, `[outbox] ${message.devHint}`);
        return;
      }
      try {
        await transport.sendMail({
          from: config.SMTP_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        await repo.markSent(row.id, clock.now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ outboxId: row.id, err: error }, 'SMTP did not accept an e-mail; it stays in the outbox');
        await repo.markFailed(row.id, reason);
      }
    },

    async sendSms(message: SmsMessage): Promise<void> {
      const row = await repo.insert({
        channel: 'sms',
        recipient: message.to,
        body: message.text,
        createdAt: clock.now(),
      });
      if (config.NODE_ENV !== 'production' && message.devHint) {
        log.info({ outboxId: row.id }, `[outbox] ${message.devHint}`);
      }
    },

    close(): void {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
