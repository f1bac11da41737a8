/** A fake event-stream response for the streams' unit tests: what is written, ended or destroyed. */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StreamResponse } from '../../../src-main/net/stream-write.js';

/** A response that records what is written; setting `writableLength` pretends the page stopped reading. */
export class FakeResponse extends EventEmitter {
  written: string[] = [];
  ended = false;
  destroyed = false;
  writableLength = 0;
  write(text: string): boolean {
    this.written.push(text);
    return true;
  }
  end(): this {
    this.ended = true;
    this.emit('close');
    return this;
  }
  destroy(): this {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
}

/** A fresh {@link FakeResponse}, typed as the part of a response a stream uses. */
export const fake = () => new FakeResponse() as FakeResponse & StreamResponse & ServerResponse;

/** A fake request from `address` (its socket takes the stream settings and nothing else). */
export function fakeRequest(address: string): IncomingMessage {
  const req = new EventEmitter() as EventEmitter & { socket: unknown };
  req.socket = { remoteAddress: address, setNoDelay: () => {}, setTimeout: () => {} };
  return req as unknown as IncomingMessage;
}
