// The device list's JSON array as the parts it is sent in (workers/tasks.ts streamDevices): `[`, the items joined by
// commas, `]`, as UTF-8 of about LIST_PART_BYTES a part, so that sending and compressing overlap reading.
/** The size a part is sent at. */
export const LIST_PART_BYTES = 256 * 1024;

/** Takes JSON objects joined by commas (text, or its UTF-8 bytes), `rows` of them. */
export type AddItems = (items: string | Uint8Array, rows: number) => void;

/** A JSON array sent in parts of about LIST_PART_BYTES, as UTF-8: `[`, the items joined by commas, `]`. */
export class ArrayParts {
  private pieces: Array<string | Uint8Array> = ['['];
  private length = 1;
  private opened = false;
  sent = 0;

  constructor(private readonly sendBytes: (bytes: Uint8Array) => void) {}

  readonly add: AddItems = (items, rows) => {
    if (rows === 0) return;
    if (this.opened) this.push(',');
    this.opened = true;
    this.push(items);
    this.sent += rows;
    if (this.length >= LIST_PART_BYTES) this.flush();
  };

  close(): void {
    this.push(']');
    this.flush();
  }

  private push(piece: string | Uint8Array): void {
    this.pieces.push(piece);
    this.length += piece.length;
  }

  private flush(): void {
    this.sendBytes(Buffer.concat(this.pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece))));
    this.pieces = [];
    this.length = 0;
  }
}

/** Bytes that own their whole buffer, as they are; a view into a shared buffer (Node's pool), copied. */
export const ownBytes = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
