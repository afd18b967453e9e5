// A JPEG's marker segments (ITU T.81, annex B), walked from SOI to the first scan: every segment fits in the file,
// a frame header (SOF) with its dimensions comes before the scan, and the file ends with EOI. The entropy-coded
// data is not decoded.
import { need, u16be, u8, type Size } from './bytes';

const SOS = 0xda;
/** SOF0–SOF15 but DHT (0xc4), JPG (0xc8) and DAC (0xcc), which share the range */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** TEM and RST0–RST7 stand alone, without a length */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

export function jpegSize(bytes: Uint8Array): Size {
  need(u8(bytes, 0) === 0xff && u8(bytes, 1) === 0xd8);
  need(u8(bytes, bytes.length - 2) === 0xff && u8(bytes, bytes.length - 1) === 0xd9);
  let size: Size | undefined;
  let at = 2;
  for (;;) {
    need(u8(bytes, at) === 0xff);
    while (u8(bytes, at + 1) === 0xff) at += 1; // fill bytes
    const marker = u8(bytes, at + 1);
    at += 2;
    need(marker !== 0x00 && marker !== 0xd8 && marker !== 0xd9); // no stuffed byte, second SOI or EOI before a scan
    if (standsAlone(marker)) continue;
    const length = u16be(bytes, at);
    need(length >= 2 && at + length <= bytes.length - 2);
    if (isFrameHeader(marker)) {
      need(size === undefined && length >= 8);
      size = { height: u16be(bytes, at + 3), width: u16be(bytes, at + 5) };
    }
    if (marker === SOS) {
      need(size !== undefined);
      return size;
    }
    at += length;
  }
}
