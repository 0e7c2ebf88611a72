/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form to
 * the URL in the List-Unsubscribe header. The token in the URL is the capability, so this is the
 * one state-changing route that accepts a non-JSON body (it changes nothing but that address's
 * subscription). It calls the same procedure as POST /api/newsletter/unsubscribe, so its rate
 * limit and validation are that procedure's.
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Request, Response } from 'express';
import { UNSUBSCRIBE_LINK_INVALID } from '../../shared/schemas/subscribers';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';

export function oneClickUnsubscribeHandler(router: AppRouter, createContext: (req: Request, res: Response) => Promise<Context>) {
  return async (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    try {
      const caller = router.createCaller(await createContext(req, res));
      await caller.subscribers.unsubscribe({ token });
      res.status(200).json({ success: true });
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      const status = getHTTPStatusCodeFromError(err);
      if (status >= 500) throw err;
      const message = err.code === 'TOO_MANY_REQUESTS' ? err.message : UNSUBSCRIBE_LINK_INVALID;
      res.status(status).json({ message, code: err.code });
    }
  };
}
