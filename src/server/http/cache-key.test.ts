import { describe, expect, it } from 'vitest';
import { requestTarget, type QueryReads } from './cache-key';

/** As the app declares them: /auth and /dashboard read some parameters, /api/events reads `upcoming`. */
const reads: QueryReads = (path) =>
  ({
    '/auth': ['tab', 'intent', 'courseId', 'redirect'],
    '/dashboard': ['tab'],
    '/api/events': ['upcoming'],
    '/reset-password': ['token'],
    '/search': ['q'],
    '/trpc/search.query': ['input'],
  })[path] ?? [];
const plain = (url: string, personal = false) => ({ kind: 'plain', path: url.split('?')[0], url, personal });

describe('the request target', () => {
  it('keeps only the parameters the path reads, in their order', () => {
    expect(requestTarget('/', reads)).toEqual(plain('/'));
    expect(requestTarget('/?bust=1', reads)).toEqual(plain('/'));
    expect(requestTarget('/?tab=1', reads)).toEqual(plain('/'));
    expect(requestTarget('/dashboard?tab=users&x=1', reads)).toEqual(plain('/dashboard?tab=users'));
    expect(requestTarget('/auth?x=1&tab=register&utm_source=a&courseId=3', reads)).toEqual(plain('/auth?tab=register&courseId=3'));
    expect(requestTarget('/api/events?upcoming=true&bust=2', reads)).toEqual(plain('/api/events?upcoming=true'));
    expect(requestTarget('/api/settings?input=5', reads)).toEqual(plain('/api/settings'));
  });

  it('a kept parameter that names a token makes the answer personal; a dropped one does not', () => {
    expect(requestTarget('/reset-password?token=x', reads)).toEqual(plain('/reset-password?token=x', true));
    expect(requestTarget('/?access_token=1', reads)).toEqual(plain('/'));
    // The text a visitor typed in a search box is theirs too (probe 75, F1).
    expect(requestTarget('/search?q=seed+phrase', reads)).toEqual(plain('/search?q=seed+phrase', true));
    expect(requestTarget(`/trpc/search.query?input=${encodeURIComponent('{"json":{"q":"seed"}}')}`, reads)).toMatchObject({
      personal: true,
    });
    // Read as JSON: an escaped key is the same key to the handler (probe 76, F1), at any depth.
    const inputOf = (input: string) => requestTarget(`/trpc/search.query?input=${encodeURIComponent(input)}`, reads);
    for (const input of ['{"json":{"\\u0071":"seed"}}', '{"0":{"json":{"t\\u006fken":"x"}}}', '[{"json":{"q":"x"}}]'])
      expect(inputOf(input), input).toMatchObject({ personal: true });
    expect(inputOf('{"json":{"limit":3}}')).toMatchObject({ personal: false });
    // Not JSON: a value is only text.
    expect(inputOf('"q": not json')).toMatchObject({ personal: false });
  });

  it('odd targets are never read as another path', () => {
    for (const url of [
      '//evil.example/path',
      '//evil.example',
      '/\\evil.example',
      '/news/%2F%2Fevil',
      '/a%5cb',
      '/news//x',
      '/a/../dashboard',
      '/a/%2e%2e/b',
      '/./x',
      '*',
      'x',
      '/a b',
      '/caf\u00e9',
    ]) {
      expect(requestTarget(url, reads), url).toEqual({ kind: 'odd' });
    }
  });

  it('an absolute-form target is sent to its plain path, or refused when that path is odd', () => {
    expect(requestTarget('http://example.com/education?x=1', reads)).toEqual({ kind: 'redirect', location: '/education?x=1' });
    expect(requestTarget('HTTPS://example.com', reads)).toEqual({ kind: 'redirect', location: '/' });
    expect(requestTarget('http://example.com//evil.example/x', reads)).toEqual({ kind: 'odd' });
    expect(requestTarget('http://example.com/a/../b', reads)).toEqual({ kind: 'redirect', location: '/b' });
    expect(requestTarget('ftp://example.com/x', reads)).toEqual({ kind: 'odd' });
  });
});
