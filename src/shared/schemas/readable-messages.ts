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

const UNITS: Readonly<Record<string, [one: string, many: string]>> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

function sizeMessage(
  bound: 'at most' | 'at least',
  limit: number | bigint,
  origin: string,
  inclusive = true,
  exact = false,
): string | undefined {
  const unit = UNITS[origin];
  if (bound === 'at least' && origin === 'string' && Number(limit) === 1 && inclusive) return 'must not be empty';
  // `.gt(0)`, `.positive()`: the bound itself is refused.
  const how = exact ? 'exactly' : inclusive ? bound : bound === 'at most' ? 'less than' : 'more than';
  const count = unit ? ` ${limit} ${Number(limit) === 1 ? unit[0] : unit[1]}` : ` ${limit}`;
  if (origin === 'string') return `must be ${how}${count}`;
  if (unit) return `must have ${how}${count}`;
  if (origin === 'number' || origin === 'bigint') return `must be ${how}${count}`;
  return undefined;
}

export function readableMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      return sizeMessage('at most', issue.maximum, issue.origin, issue.inclusive, issue.exact);
    case 'too_small':
      return sizeMessage('at least', issue.minimum, issue.origin, issue.inclusive, issue.exact);
    case 'invalid_type':
      // A field left out of a body (the wrong type of a field sent keeps zod's sentence, which names both types).
      return issue.input === undefined ? 'is required' : undefined;
    default:
      return undefined;
  }
}

z.config({ customError: readableMessage });
