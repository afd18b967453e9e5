// A client of the change stream (GET /api/v2/changes, server-sent events) for the benches: its own connection,
// every event handed to `onEvent(name, data, receivedAt)`, and whether the server ended it while the bench still
// wanted it (a dropped stream).
import { request } from 'node:http';

/** Opens the stream; resolves once `ready` arrived, with `close()`, the `changes` events seen and `dropped`. */
export function openChangeStream(server, onEvent = () => {}) {
  const target = new URL(`${server.url}/api/v2/changes`);
  const stream = { changes: 0, dropped: false, closing: false, close: () => {} };
  return new Promise((resolve, reject) => {
    const sent = request({
      hostname: target.hostname, port: target.port, path: target.pathname, agent: false,
      headers: { ...server.headers, Accept: 'text/event-stream' },
    }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`change stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk) => {
        const receivedAt = performance.now();
        buffered += chunk;
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (!name) continue; // a `: ping` comment
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
          if (name === 'changes') stream.changes += 1;
          if (name === 'ready') resolve(stream);
          onEvent(name, data, receivedAt);
        }
      });
      const ended = () => {
        if (!stream.closing) stream.dropped = true;
      };
      response.on('end', ended);
      response.on('error', ended);
    });
    sent.on('error', (error) => {
      if (!stream.closing) stream.dropped = true;
      reject(error);
    });
    stream.close = () => {
      stream.closing = true;
      sent.destroy();
    };
    sent.end();
  });
}
