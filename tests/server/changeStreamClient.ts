// The change stream (GET /api/v2/changes) read over real HTTP as the app reads it: fetch and a stream reader, the
// token in the header, messages parsed one at a time (changes-stream.test.ts and the tests across processes).
export interface StreamEvent { event: string; data: any; id?: string } // `any`: tests read messages loosely

export interface OpenStream {
  status: number;
  headers: Headers;
  /** the next message (comments are skipped unless asked), or 'closed' once the server ended the stream */
  next(options?: { comments?: boolean; timeoutMs?: number }): Promise<StreamEvent | 'closed'>;
  close(): void;
}

export async function openStream(url: string, token: string | null, headers: Record<string, string> = {}): Promise<OpenStream> {
  const aborter = new AbortController();
  const response = await fetch(`${url}/api/v2/changes`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Encoding': 'br, gzip', ...headers },
    signal: aborter.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const parse = (block: string): StreamEvent => {
    const message: StreamEvent = { event: 'message', data: undefined };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) return { event: 'comment', data: line.slice(1).trim() };
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').trimStart();
      if (field === 'event') message.event = value;
      else if (field === 'data') message.data = JSON.parse(value);
      else if (field === 'id') message.id = value;
    }
    return message;
  };
  return {
    status: response.status,
    headers: response.headers,
    async next({ comments = false, timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = parse(block);
          if (message.event !== 'comment' || comments) return message;
          continue;
        }
        if (done) return 'closed';
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
        const read = await Promise.race([reader.read(), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), left))]);
        if (read === 'late') throw new Error(`no message within ${timeoutMs} ms`);
        if (read.done) done = true;
        else buffer += decoder.decode(read.value, { stream: true });
      }
    },
    close: () => aborter.abort(),
  };
}

