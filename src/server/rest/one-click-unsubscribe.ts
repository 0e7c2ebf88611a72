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

/**
 * The same address opened as a link: mail apps that show List-Unsubscribe as a button but do not
 * POST (RFC 8058 section 3.2) open it in the browser, where a JSON 404 read as a failure and sent
 * readers to "Report spam" (probe 69 B, F1). A GET changes nothing (mail scanners open links): it
 * leads to the unsubscribe page, whose button does it.
 */
export function oneClickLinkOpenedHandler() {
  return async (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    // The page the mail's own link opens (services/notifications.ts unsubscribeLinks).
    res.redirect(303, `/unsubscribe?token=${encodeURIComponent(token)}`);
  };
}
