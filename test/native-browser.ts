/**
 * A browser without JavaScript, for the native form-post tests: a cookie jar that keeps every
 * cookie by name (and forgets one the server expires), form posts and page loads, no redirects
 * followed. `baseUrl` is read on each request, so a file may create it before its server starts.
 */
export function nativeBrowser(baseUrl: () => string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value.join('='));
    }
  };
  const browser = {
    jar,
    async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
      const res = await fetch(baseUrl() + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie: cookie(), ...headers },
        body: new URLSearchParams(fields).toString(),
      });
      remember(res);
      return res;
    },
    async get(path: string) {
      const res = await fetch(baseUrl() + path, { redirect: 'manual', headers: { cookie: cookie() } });
      remember(res);
      return { res, html: await res.text() };
    },
    /** Signs in through the login form; the answer must be the post/redirect/get 303. */
    async signIn(username: string, password: string) {
      const res = await browser.post('/auth', { _form: 'login', username, password });
      if (res.status !== 303) throw new Error(`sign-in answered ${res.status}, not 303`);
    },
    /** Registers through the register form (password `secret123`) and is then signed in. */
    async register(username: string, fullName: string) {
      const res = await browser.post('/auth', {
        _form: 'register',
        username,
        fullName,
        email: `${username}@example.com`,
        password: 'secret123',
        confirmPassword: 'secret123',
      });
      if (res.status !== 303) throw new Error(`registering answered ${res.status}, not 303`);
    },
  };
  return browser;
}
