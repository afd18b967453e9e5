// The attackers of loginFlood.mjs, in a thread of their own so that their callbacks never delay the timing of the
// legitimate logins: `attackers` clients send wrong logins one after another, each from an address never seen
// before (X-Forwarded-For), through kept-alive connections as a proxy's would be, until told to stop; then they
// post their answers' counts by status.
import { Agent } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { call } from './lib.mjs';

const { url, attackers, onEmail, addressBase } = workerData;
const proxy = new Agent({ keepAlive: true, maxSockets: 64 });
const statuses = {};
let flooding = true;
let sent = 0;

parentPort.on('message', () => {
  flooding = false;
});

await Promise.all(Array.from({ length: attackers }, async (_, index) => {
  while (flooding) {
    sent += 1;
    const address = addressBase + sent;
    // half of them on the e-mail given, as attackers after one account do; the rest on random ones
    const username = onEmail && index % 2 ? onEmail : `nobody-${index}-${sent}@example.com`;
    const answer = await call(`${url}/api/auth`, {
      method: 'POST',
      agent: proxy,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `11.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
      body: JSON.stringify({ username, password: `wrong-password-${sent}` }),
    });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
}));
proxy.destroy();
parentPort.postMessage(statuses);
