/**
 * A refusal that belongs to one field of the form that sent it (a taken username, a taken email):
 * carried as the TRPCError's cause, so the error formatter (init.ts) lists it in `data.issues`
 * under that field, and both the live form (applyServerIssues) and the native form post
 * (forms/native-form-posts.ts) show it at the field instead of only in a toast.
 */
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';

export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldRefusal';
  }
}

export function fieldRefusal(code: TRPC_ERROR_CODE_KEY, field: string, message: string): TRPCError {
  return new TRPCError({ code, message, cause: new FieldRefusal(field, message) });
}
