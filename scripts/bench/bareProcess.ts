/**
 * The limit under `npm run bench`: a bare node:http server in a process of its own that answers every request
 * with the response its parent last gave it (status, headers, bytes), doing nothing else per request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded answer, as the parent sends it. */
export interface BareAnswer {
  status: number;
  /** Flat [name, value, name, value...], as writeHead takes them. */
  headers: string[];
  body: string;
}

let status = 404;
let headers: string[] = [];
let body = Buffer.alloc(0);

const server = http.createServer((_req, res) => {
  res.writeHead(status, headers);
  res.end(body);
});

process.on('message', (message: BareAnswer | 'stop') => {
  if (message === 'stop') {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  }
  ({ status, headers } = message);
  body = Buffer.from(message.body, 'base64');
  process.send?.('ready');
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }));
