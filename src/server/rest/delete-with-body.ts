/**
 * DELETEs whose input carries a password: `DELETE /api/user { currentPassword, code? }` (your own
 * account) and `DELETE /api/admin/users/{id} { currentPassword, code? }` (an admin deleting one).
 * trpc-to-openapi reads a DELETE's input from the query string only, and a password in a URL ends up
 * in logs and browser history: these routes read the JSON body instead and call the same procedure
 * (its step-up, rate limit, audit and validation). The OpenAPI document is corrected to say so
 * (`describeDeletesWithBody`).
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Request, Response } from 'express';
import type { OpenAPIObject } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { deleteAccountSchema } from '../../shared/schemas/account';
import type { UserDeleteInput } from '../../shared/schemas/users';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { fieldIssuesOf, issuesMessage } from '../trpc/init';

type Caller = ReturnType<AppRouter['createCaller']>;

/**
 * The body as sent, for the procedure to validate (strictly, as every REST body): no body at all is
 * "no input", so the schema names the missing current password. Its type is only claimed here.
 */
const bodyOf = (req: Request): object => (typeof req.body === 'object' && req.body !== null ? req.body : {});

/** The DELETE routes that read a body, by their OpenAPI path, and the procedure each calls. */
export const DELETES_WITH_BODY = {
  '/user': (caller: Caller, req: Request) => caller.account.deleteAccount(bodyOf(req) as z.input<typeof deleteAccountSchema>),
  // The path's id wins over any in the body (the procedure still checks it is a positive whole number).
  '/admin/users/{id}': (caller: Caller, req: Request) =>
    caller.users.delete({ ...(bodyOf(req) as Omit<UserDeleteInput, 'id'>), id: req.params.id }),
} as const;

export function deleteWithBodyHandler(
  router: AppRouter,
  createContext: (req: Request, res: Response) => Promise<Context>,
  call: (caller: Caller, req: Request) => Promise<unknown>,
) {
  return async (req: Request, res: Response) => {
    try {
      const caller = router.createCaller(await createContext(req, res));
      res.status(200).json(await call(caller, req));
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

/** The generator documents a DELETE's input as query parameters: for these it is the JSON body. */
export function describeDeletesWithBody(doc: OpenAPIObject): OpenAPIObject {
  for (const path of Object.keys(DELETES_WITH_BODY)) {
    const operation = doc.paths?.[path]?.delete as Operation | undefined;
    if (!operation?.parameters) continue;
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
  }
  return doc;
}
