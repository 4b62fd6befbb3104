import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
export declare function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity';
export declare function pageAnswer(
  html: Buffer,
  encoding: string,
  options?: { https?: boolean },
): { csp: string; etag: string; body: Buffer };
export declare function answerWithPageCsp(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { https?: boolean },
): unknown;
export declare function captureAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  finish: (status: number, body: Buffer) => void,
): unknown;
export declare function answerCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  onAnswer: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void,
): unknown;
