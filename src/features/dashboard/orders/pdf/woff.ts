import { inflateSync } from 'node:zlib';

/*
 * WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the plain TrueType/OpenType file it wraps: HarfBuzz reads only the
 * latter, and @fontsource ships web fonts (docs/requirements.md, "Content in four languages").
 */

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

/** The sfnt (TTF/OTF) a WOFF 1.0 file holds: every table inflated when it was compressed, laid out 4-byte aligned. */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const v = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || v.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = v.getUint32(4);
  const count = v.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = v.getUint32(at + 4);
    const compLength = v.getUint32(at + 8);
    const origLength = v.getUint32(at + 12);
    if (offset + compLength > woff.byteLength) throw new Error('WOFF table outside the file');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.byteLength !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag: v.getUint32(at), checksum: v.getUint32(at + 16), data };
  });

  const out = Buffer.alloc(SFNT_HEADER + SFNT_ENTRY * count + tables.reduce((n, t) => n + pad4(t.data.byteLength), 0));
  const power = count > 0 ? 2 ** Math.floor(Math.log2(count)) : 0;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * SFNT_ENTRY, 6); // searchRange
  out.writeUInt16BE(power ? Math.log2(power) : 0, 8); // entrySelector
  out.writeUInt16BE((count - power) * SFNT_ENTRY, 10); // rangeShift
  let offset = SFNT_HEADER + SFNT_ENTRY * count;
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.byteLength, at + 12);
    out.set(t.data, offset);
    offset += pad4(t.data.byteLength);
  });
  return out;
}
