/**
 * Restores two font-wide values in an uncompressed (sfnt) subset from its
 * source font, keeping the table and whole-font checksums valid:
 * - OS/2 xAvgCharWidth and
 * - the head bounding box (xMin, yMin, xMax, yMax).
 *
 * The subsetter recomputes both from the glyphs it keeps, and Chromium sizes
 * form fields by them (an <input> is `size` average characters wide, plus the
 * bounding box width minus the average), so a subset would resize the footer's
 * search field and with it the footer grid. No variation data touches either value.
 */

interface TableRecord {
  recordOffset: number;
  offset: number;
  length: number;
}

function tableRecord(font: Buffer, tag: string): TableRecord {
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const recordOffset = 12 + i * 16;
    if (font.toString("latin1", recordOffset, recordOffset + 4) === tag) {
      return {
        recordOffset,
        offset: font.readUInt32BE(recordOffset + 8),
        length: font.readUInt32BE(recordOffset + 12),
      };
    }
  }
  throw new Error(`The font has no ${tag} table`);
}

/** The OpenType checksum: the sum of big-endian uint32s, zero-padded to a multiple of 4 bytes. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** [table, offset in it, byte count] of the values copied from the source. */
const RESTORED_FIELDS = [
  ["OS/2", 2, 2], // xAvgCharWidth
  ["head", 36, 8], // xMin, yMin, xMax, yMax
] as const;

export function restoreSourceMetrics(subset: Buffer, source: Buffer): Buffer {
  const font = Buffer.from(subset);
  for (const [tag, offset, length] of RESTORED_FIELDS) {
    const from = tableRecord(source, tag).offset + offset;
    source.copy(font, tableRecord(font, tag).offset + offset, from, from + length);
  }
  for (const tag of ["OS/2", "head"]) {
    const table = tableRecord(font, tag);
    // head.checkSumAdjustment is counted as zero, in the table's checksum too.
    if (tag === "head") font.writeUInt32BE(0, table.offset + 8);
    const data = font.subarray(table.offset, table.offset + table.length);
    font.writeUInt32BE(checksum(data), table.recordOffset + 4);
  }
  const head = tableRecord(font, "head");
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, head.offset + 8);
  return font;
}
