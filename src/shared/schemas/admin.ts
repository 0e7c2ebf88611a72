import { z } from 'zod';
import { text } from './common';

export const statsSchema = z.object({
  users: z.number().int(),
  posts: z.number().int(),
  courses: z.number().int(),
  events: z.number().int(),
  activeSubscribers: z.number().int(),
  pendingEnrollments: z.number().int(),
  newContactMessages: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: text(),
  targetType: text(),
  targetId: text().nullable(),
  summary: z.unknown(),
  createdAt: z.date(),
  actor: z.object({ id: z.number().int(), username: text() }).nullable(),
  /** Who made the change, by username at the time: still there once their account is deleted (`actor` null). */
  actorUsername: text().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  toAddress: text(),
  subject: text(),
  kind: text(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  transport: text().nullable(),
  lastError: text().nullable(),
  textBody: text(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
