// SIGTERM to a real server process (killableServer.ts) while a request is in flight, told step by step from the
// outside: shutdown.test.ts runs it on SQLite, postgres/processes/shutdown.test.ts on PostgreSQL. "In flight" is
// made certain, not timed: the upload asks `Expect: 100-continue`, so the server's `100 Continue` proves it holds
// the request, and its body is sent only after the process has stopped accepting connections.
import type { ChildProcess } from 'node:child_process';
import { get, request } from 'node:http';
import type { RunningServer } from './killableServer';

/** Resolves when the process's output (stdout or stderr) has shown a line matching `pattern`. */
export function lineOf(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => pattern.test(candidate));
      if (line !== undefined) {
        child.stdout?.off('data', read);
        child.stderr?.off('data', read);
        resolve(line);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited ${code} before printing ${pattern}: ${output}`)));
  });
}

export const exitOf = (child: ChildProcess): Promise<number | null> => new Promise((resolve) => {
  if (child.exitCode !== null) resolve(child.exitCode);
  else child.once('exit', (code) => resolve(code));
});

export interface HeldUpload {
  /** sends the rest of the body; resolves with the answer */
  finish(): Promise<{ status: number; body: string }>;
  /** never sends the body: resolves once the connection is gone */
  abandon(): Promise<void>;
}

/**
 * Starts `POST path` with a multipart body, sends the headers only and resolves once the server has answered
 * `100 Continue` (it holds the request); `finish()` sends the body.
 */
export async function heldUpload(running: RunningServer, path: string, form: FormData): Promise<HeldUpload> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(path, running.url);
  const outgoing = request(url, {
    method: 'POST',
    agent: false,
    headers: {
      ...running.headers,
      'Content-Type': encoded.headers.get('content-type')!,
      'Content-Length': String(body.length),
      Expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
  });
  // the answer may never be asked for (abandon() after the process has gone): its failure is not unhandled
  answer.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    outgoing.once('continue', () => resolve());
    outgoing.once('error', reject);
    outgoing.flushHeaders();
  });
  return {
    finish() {
      outgoing.end(body);
      return answer;
    },
    async abandon() {
      outgoing.destroy();
      await answer.catch(() => undefined);
    },
  };
}

export interface ChangeStream {
  /** resolves once the stream's text so far matches `pattern` (an event awaited, not timed) */
  until(pattern: RegExp): Promise<void>;
  /** resolves when the server has closed the stream */
  ended: Promise<void>;
}

/** A change stream (GET /api/v2/changes) at `url`, resolved once `ready` came. */
export async function openChangeStream(url: string, headers: Record<string, string>): Promise<ChangeStream> {
  const response = await fetch(`${url}/api/v2/changes`, { headers });
  if (response.status !== 200) throw new Error(`the change stream answered ${response.status}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const waiters: Array<() => void> = [];
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (const wake of waiters.splice(0)) wake();
    }
  })();
  const until = async (pattern: RegExp) => {
    let open = true;
    void ended.then(() => { open = false; for (const wake of waiters.splice(0)) wake(); });
    while (!pattern.test(text)) {
      if (!open) throw new Error(`the change stream closed before ${pattern}: ${text}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  await until(/event: ready/);
  return { until, ended };
}

/**
 * What a new connection to `url` gets: the HTTP status, or the connection error's code (ECONNREFUSED). A connection
 * of its own (fetch may reuse a kept-alive one, which the stopping server closes: a different error).
 */
export function connectionOutcome(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const asked = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    asked.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });
}

/** The workbook of every device, as the export gives it: re-imported, it changes nothing and answers 200. */
export async function everyDeviceSheet(running: RunningServer): Promise<FormData> {
  const exported = await fetch(`${running.url}/api/admin/devices/xlsx_export`, { headers: running.headers });
  if (exported.status !== 200) throw new Error(`the export answered ${exported.status}`);
  const form = new FormData();
  form.append('file', new Blob([await exported.arrayBuffer()]), 'Devices.xlsx');
  return form;
}
