import { normalizeEmail, normalizePhone, outboxQuerySchema, outboxResponse } from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { OutboxRepo } from './outbox.repo.js';

/** An e-mail compares lower-case, a phone number by its digits (as both are stored). */
export const normalizeRecipient = (value: string) =>
  value.includes('@') ? normalizeEmail(value) : normalizePhone(value);

/** The outbox for staff (decisions.md: e-mail and SMS readable by operators in demo mode). */
export function messagingRoutes(
  { auth }: { auth: Guard },
  { outbox: repo }: { outbox: OutboxRepo },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/outbox',
      { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponse } } },
      async (request) => {
        await auth.staff(request);
        const { recipient, limit } = request.query;
        const rows = await repo.list({
          recipient: recipient ? normalizeRecipient(recipient) : undefined,
          limit,
        });
        return {
          data: rows.map((row) => ({
            id: row.id,
            channel: row.channel,
            recipient: row.recipient,
            subject: row.subject,
            body: row.body,
            sentAt: row.sentAt?.toISOString() ?? null,
            error: row.error,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
