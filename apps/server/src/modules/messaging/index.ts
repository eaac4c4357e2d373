import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createMailer } from './mailer.js';
import { createOutboxRepo } from './outbox.repo.js';

/** E-mail and SMS, always recorded in the outbox; e-mail through SMTP when SMTP_URL is set. */
export function createMessagingServices(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM' | 'NODE_ENV'>;
  log: FastifyBaseLogger;
}) {
  const outbox = createOutboxRepo(deps.db);
  return {
    outbox,
    mailer: createMailer({ repo: outbox, clock: deps.clock, config: deps.config, log: deps.log }),
  };
}

export type { Mailer } from './mailer.js';
export { type EmailCodeUse, emailCodeMessage, smsCodeMessage } from './messages.js';
export { messagingRoutes } from './messaging.routes.js';
export type { OutboxRepo } from './outbox.repo.js';
