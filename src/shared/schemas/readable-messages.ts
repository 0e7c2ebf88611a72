/**
 * What a check without a message of its own says (zod's global `customError`, documented at
 * zod.dev/error-customization): a schema's own message always wins, so this only replaces zod's
 * defaults, which read like a type checker ("Too big: expected string to have <=120 characters",
 * "Invalid input: expected string, received undefined"; probe 40, F3). Fixed here once rather than
 * in each of the fifty-odd `.max(n)` that give none.
 *
 * The sentences start in lower case on purpose: the API's message puts the field's name before
 * such a message ("companyName: must be at most 120 characters", trpc/init.ts issuesMessage), and
 * a form shows it under its field with a capital (components/ui/field.tsx).
 */
import { z } from 'zod';

const UNITS: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };

function sizeMessage(bound: 'at most' | 'at least', limit: number | bigint, origin: string, exact?: boolean): string | undefined {
  const unit = UNITS[origin];
  if (bound === 'at least' && unit === 'characters' && Number(limit) === 1) return 'must not be empty';
  const how = exact ? 'exactly' : bound;
  if (unit === 'characters') return `must be ${how} ${limit} character${Number(limit) === 1 ? '' : 's'}`;
  if (unit) return `must have ${how} ${limit} ${unit}`;
  if (origin === 'number' || origin === 'bigint') return `must be ${how} ${limit}`;
  return undefined;
}

export function readableMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      return sizeMessage('at most', issue.maximum, issue.origin, issue.exact);
    case 'too_small':
      return sizeMessage('at least', issue.minimum, issue.origin, issue.exact);
    case 'invalid_type':
      // A field left out of a body (the wrong type of a field sent keeps zod's sentence, which names both types).
      return issue.input === undefined ? 'is required' : undefined;
    default:
      return undefined;
  }
}

z.config({ customError: readableMessage });
