// A small parser of text/event-stream (the HTML standard's "event stream interpretation"), fed decoded text as it
// arrives: lines end with CRLF, LF or CR (a CRLF may be split between two chunks), `:` starts a comment, `data`
// lines join with a newline, an empty line dispatches; an event with no data is not dispatched.

export interface ServerEvent {
  /** `message` when the event names none */
  event: string;
  data: string;
  /** the last event id seen on the stream, if any */
  id: string | undefined;
}

export interface SseParser {
  push(text: string): void;
}

export function createSseParser(onEvent: (event: ServerEvent) => void): SseParser {
  let buffer = '';
  let skipLineFeed = false;
  let first = true;
  let type = '';
  let data: string[] = [];
  let lastId: string | undefined;

  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: type || 'message', data: data.join('\n'), id: lastId });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored: reconnecting is the client's own backoff
  };

  return {
    push(text) {
      if (first && text.length) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (skipLineFeed && text.startsWith('\n')) text = text.slice(1);
      skipLineFeed = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const code = buffer.charCodeAt(index);
        if (code !== 10 && code !== 13) continue;
        line(buffer.slice(start, index));
        if (code === 13) {
          if (index + 1 === buffer.length) skipLineFeed = true;
          else if (buffer.charCodeAt(index + 1) === 10) index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
