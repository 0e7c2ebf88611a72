import { z } from 'zod';

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
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.unknown(),
  createdAt: z.date(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  transport: z.string().nullable(),
  lastError: z.string().nullable(),
  textBody: z.string(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
