// How much an XLSX (a zip archive) unpacks to, from its central directory, before anything is
// inflated: a few kilobytes of zip can hold a shared string of gigabytes (a zip bomb).

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ENTRY_HEADER_SIZE = 46;
/** ZIP64 marks sizes it keeps elsewhere with all ones: treated as too large. */
const ZIP64_SIZE = 0xffffffff;

export type ZipEntrySize = { name: string; size: number };

/** The uncompressed size of each entry, as the archive declares it; null when the directory cannot be read (or is ZIP64). */
export const declaredEntrySizes = (zip: Buffer): ZipEntrySize[] | null => {
  const from = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let end = zip.length - END_RECORD_SIZE; end >= from; end -= 1) {
    if (zip.readUInt32LE(end) !== END_OF_DIRECTORY) continue;
    const entries = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    const sizes: ZipEntrySize[] = [];
    for (let i = 0; i < entries; i += 1) {
      if (at + ENTRY_HEADER_SIZE > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
      const size = zip.readUInt32LE(at + 24);
      if (size === ZIP64_SIZE) return null;
      const nameLength = zip.readUInt16LE(at + 28);
      sizes.push({ name: zip.toString('utf8', at + ENTRY_HEADER_SIZE, at + ENTRY_HEADER_SIZE + nameLength), size });
      at += ENTRY_HEADER_SIZE + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
    return sizes;
  }
  return null;
};
