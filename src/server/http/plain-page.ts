/**
 * The one plain HTML page the server answers with when it cannot (or must not) render the app: a
 * failed render, the database unreachable, a refused native form, an odd request target. No
 * scripts and no styles beyond one inline attribute, so it works under any CSP and with nothing loaded.
 * `title` and `text` are fixed wording from this codebase, never request data: they are not escaped.
 */
import type { Response } from 'express';

export function plainPage(title: string, text: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></body></html>`;
}

export const ERROR_PAGE = plainPage('Something went wrong', 'Sorry, this page could not be shown. Please try again in a moment.');

/** The page shown when the database cannot answer (also by the request deadline). */
export const UNAVAILABLE_PAGE = plainPage(
  'Temporarily unavailable',
  'The site is having a short technical problem and could not load this page. Nothing you did caused it. Please try again in a minute.',
);

export const NOT_FOUND_PAGE = plainPage('Page not found', 'There is no page at this address.');

export const BAD_REQUEST_PAGE = plainPage('Bad request', 'This request could not be understood: the address it was sent to is not valid.');

/** Sends a plain page that no cache keeps. */
export function sendPlainPage(res: Response, status: number, html: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.type('html').send(html);
}
