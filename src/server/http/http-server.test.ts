/** The server's keep-alive outlasts the clients' (http-server.ts): equal limits reset requests. */
import { globalAgent } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, KEEP_ALIVE_MS } from './http-server';

const servers: ReturnType<typeof createHttpServer>[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

describe('keep-alive', () => {
  it("lasts longer than Node's own client keeps an idle connection", () => {
    const server = createHttpServer(() => {});
    servers.push(server);
    const clientIdleMs = (globalAgent as unknown as { options: { timeout?: number } }).options.timeout ?? 0;
    expect(clientIdleMs).toBeGreaterThan(0);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(clientIdleMs);
  });

  it('says so to the client, which then keeps the connection open between requests', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    const reply = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.endsWith('ok')) resolve(text);
      });
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    socket.destroy();
    expect(reply).toMatch(/keep-alive: timeout=65/i);
  });
});
