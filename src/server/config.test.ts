import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL (emailed links would follow the Host header)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.dm' }).PUBLIC_URL).toBe('https://example.dm');
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
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
    for (const bad of ['soon', '100', '1.5', '9999999']) expect(() => loadConfig({ REQUEST_DEADLINE_MS: bad })).toThrow(/REQUEST_DEADLINE_MS/);
  });
});
