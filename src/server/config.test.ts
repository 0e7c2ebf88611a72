import { describe, expect, it } from 'vitest';
import { loadConfig, startSummary } from './config';

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL (emailed links would follow the Host header)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.dm' }).PUBLIC_URL).toBe('https://example.dm');
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('reads PUBLIC_URL as a bare origin: a trailing slash is dropped, a path or another scheme refused (probe 72, F2)', () => {
    const production = { NODE_ENV: 'production' };
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://Example.dm/' }).PUBLIC_URL).toBe('https://example.dm');
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:5600' }).PUBLIC_URL).toBe('http://127.0.0.1:5600');
    for (const bad of ['https://example.dm/school/', 'https://example.dm/?a=1', 'ftp://example.dm', 'example.dm'])
      expect(() => loadConfig({ ...production, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL: PUBLIC_URL must/);
  });

  it('refuses a DATABASE_URL or SMTP_URL that is not one, naming the setting and never repeating its password (probe 72, F3)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/site' }).DATABASE_URL).toBe('postgresql://u:p@db:5432/site');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.dm:465' }).SMTP_URL).toBe('smtps://u:p@mail.example.dm:465');
    for (const [name, value] of [
      ['DATABASE_URL', 'mysql://u:Pw99Secret@127.0.0.1:5432/site'],
      ['DATABASE_URL', 'Pw99Secret'],
      ['SMTP_URL', 'smtp://mailuser:Pw99Secret@@:bad'],
      ['SMTP_URL', 'http://mail.example.dm'],
    ] as const) {
      let message = '';
      try {
        loadConfig({ [name]: value });
      } catch (err) {
        message = err instanceof Error ? err.message : String(err);
      }
      expect(message, value).toContain(`${name}: ${name} must be a URL like`);
      expect(message, value).not.toContain('Pw99Secret');
    }
  });

  it('reads TRUST_PROXY as a hop count or a list, and rejects nonsense', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads REQUEST_DEADLINE_MS as whole milliseconds in a sane range, unset meaning the 4 s default', () => {
    expect(loadConfig({ REQUEST_DEADLINE_MS: '20000' }).REQUEST_DEADLINE_MS).toBe(20_000);
    expect(loadConfig({}).REQUEST_DEADLINE_MS).toBeUndefined();
    for (const bad of ['soon', '100', '1.5', '9999999'])
      expect(() => loadConfig({ REQUEST_DEADLINE_MS: bad })).toThrow(/REQUEST_DEADLINE_MS/);
  });

  it('says at start what the site runs with, naming the database and mail server by host and never their passwords', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://example.dm',
      DATABASE_URL: 'postgres://site:Db99Secret@db.internal:5432/site',
      SMTP_URL: 'smtps://mailer:Mail99Secret@mail.example.dm:465',
      TRUST_PROXY: '1',
    });
    const summary = startSummary(config, 'postgres');
    const text = JSON.stringify(summary);
    expect(text).not.toMatch(/Secret|mailer|site:/);
    expect(summary).toMatchObject({
      database: 'postgres at db.internal:5432',
      publicUrl: 'https://example.dm',
      mail: 'sent through mail.example.dm:465',
      trustProxy: 1,
    });
    const quiet = startSummary(loadConfig({ DATA_DIR: '/srv/site' }), 'pglite');
    expect(quiet.database).toBe('pglite in /srv/site');
    expect(quiet.mail).toMatch(/not sent \(SMTP_URL unset\)/);
    expect(quiet.trustProxy).toMatch(/^no/);
  });
});
