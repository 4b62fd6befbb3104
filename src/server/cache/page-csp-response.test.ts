import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerWithPageCsp, pageAnswer, preferredEncoding } from './page-csp-response.mjs';

const HTML = '<html><head><script>self.__next_f.push([1,"x"])</script></head><body>hi</body></html>';

/** Serves one request through answerWithPageCsp with `handle` standing in for Next.js. */
async function roundTrip(handle: (req: IncomingMessage, res: ServerResponse) => void, headers: Record<string, string> = {}) {
  const server = createServer((req, res) => answerWithPageCsp(req, res, handle));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  try {
    return await new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('answerWithPageCsp', () => {
  it('gives a cached page the hashes of its own inline scripts and sends it compressed', async () => {
    let seenEncoding: string | undefined = 'unset';
    const res = await roundTrip(
      (req, r) => {
        seenEncoding = req.headers['accept-encoding'];
        r.setHeader('content-type', 'text/html; charset=utf-8');
        r.writeHead(200);
        r.write(HTML.slice(0, 20));
        r.end(HTML.slice(20));
      },
      { 'accept-encoding': 'gzip, br' },
    );
    // Next.js is asked for plain HTML
    expect(seenEncoding).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(HTML);
    expect(res.headers['content-security-policy']).toContain("'sha256-");
    expect(res.headers['content-security-policy']).not.toContain('nonce-');
  });

  it('passes answers that are not HTML, or that already have a policy, as they came', async () => {
    const json = await roundTrip((_q, r) => {
      r.setHeader('content-type', 'application/json');
      r.end('{"a":1}');
    });
    expect(json.body.toString()).toBe('{"a":1}');
    expect(json.headers['content-security-policy']).toBeUndefined();
    const withPolicy = await roundTrip((_q, r) => {
      r.setHeader('content-type', 'text/html');
      r.setHeader('content-security-policy', "script-src 'nonce-abc'");
      r.end(HTML);
    });
    expect(withPolicy.headers['content-security-policy']).toBe("script-src 'nonce-abc'");
    expect(withPolicy.body.toString()).toBe(HTML);
  });
});

describe('pageAnswer and preferredEncoding', () => {
  it('prefers br, then gzip, else identity, and keeps one compressed body per version', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBe('identity');
    const a = pageAnswer(Buffer.from(HTML), 'br');
    expect(pageAnswer(Buffer.from(HTML), 'br').body).toBe(a.body);
    expect(pageAnswer(Buffer.from(HTML), 'br').etag).toBe(a.etag);
    expect(pageAnswer(Buffer.from(HTML), 'identity').body.toString()).toBe(HTML);
  });
});
