/**
 * `DELETE /api/user { currentPassword, code? }`. trpc-to-openapi reads a DELETE's input from the
 * query string only, and a password in a URL ends up in logs and browser history: this route reads
 * the JSON body instead and calls the same procedure (its step-up, rate limit, audit and
 * validation). The OpenAPI document is corrected to say so (`describeAccountDeletion`).
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Request, Response } from 'express';
import type { OpenAPIObject } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { deleteAccountSchema } from '../../shared/schemas/account';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { fieldIssuesOf, issuesMessage } from '../trpc/init';

export const ACCOUNT_DELETION_PATH = '/user';
type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export function accountDeletionHandler(router: AppRouter, createContext: (req: Request, res: Response) => Promise<Context>) {
  return async (req: Request, res: Response) => {
    try {
      const caller = router.createCaller(await createContext(req, res));
      // No body at all is "no input": the schema then names the missing current password. The
      // procedure validates the body (strictly, as every REST body), so its type is only claimed here.
      const body = (req.body === undefined ? {} : req.body) as DeleteAccountInput;
      res.status(200).json(await caller.account.deleteAccount(body));
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      const status = getHTTPStatusCodeFromError(err);
      if (status >= 500) throw err;
      const issues = fieldIssuesOf(err);
      res
        .status(status)
        .json(
          issues && issues.length > 0
            ? { message: issuesMessage(issues), code: err.code, issues }
            : { message: err.message, code: err.code },
        );
    }
  };
}

interface Operation {
  parameters?: { in?: string; name?: string; required?: boolean; schema?: unknown; description?: string }[];
  requestBody?: unknown;
}

/** The generator documents a DELETE's input as query parameters: here it is the JSON body. */
export function describeAccountDeletion(doc: OpenAPIObject): OpenAPIObject {
  const operation = doc.paths?.[ACCOUNT_DELETION_PATH]?.delete as Operation | undefined;
  if (!operation?.parameters) return doc;
  const fields = operation.parameters.filter((p) => p.in === 'query');
  operation.parameters = operation.parameters.filter((p) => p.in !== 'query');
  operation.requestBody = {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(fields.map((p) => [p.name, p.schema ?? {}])),
          required: fields.filter((p) => p.required).map((p) => p.name),
        },
      },
    },
  };
  return doc;
}
