/**
 * The field an account form's refusal is about, when the server answers with a message rather
 * than a field issue: the step-up answers (wrong current password, code required or wrong) and the
 * email change's. Shared: the live form shows the message at that field (account/server-errors.ts),
 * and a native send's answer focuses it (server/forms/native-form-posts.ts).
 */
import { SAME_EMAIL } from './schemas/account';
import { STEP_UP_MESSAGES } from './schemas/step-up';

export function fieldOfMessage(message: string | undefined, code?: string): string | undefined {
  if (message === STEP_UP_MESSAGES.wrongPassword) return 'currentPassword';
  if (message === STEP_UP_MESSAGES.codeRequired || message === STEP_UP_MESSAGES.wrongCode || message === STEP_UP_MESSAGES.spentCode)
    return 'code';
  if (message === SAME_EMAIL || code === 'CONFLICT') return 'newEmail';
  return undefined;
}
