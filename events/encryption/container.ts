// The container of a tool-encrypted read (our reading of spec sections 1 and 4, api/CONTRACT.md
// "Encryption service"): what the business's desktop application writes and reads. Only the agent
// holds the key; the server only recognises the container by its header.
//
//   magic "TPTOOL01" (8 bytes) | IV (12 bytes) | AES-256-GCM ciphertext | GCM tag (16 bytes)

export const TOOL_MAGIC = new Uint8Array([0x54, 0x50, 0x54, 0x4f, 0x4f, 0x4c, 0x30, 0x31]); // "TPTOOL01"
export const TOOL_IV_BYTES = 12;
export const TOOL_TAG_BYTES = 16;
export const TOOL_KEY_BYTES = 32;
/** Magic and IV: what comes before the ciphertext. */
export const TOOL_HEADER_BYTES = TOOL_MAGIC.length + TOOL_IV_BYTES;
/** The smallest container: an empty plaintext. */
export const TOOL_MIN_BYTES = TOOL_HEADER_BYTES + TOOL_TAG_BYTES;

/** Whether bytes (the whole file or its first bytes) start as a tool-encrypted read. */
export const isToolEncrypted = (bytes: Uint8Array): boolean =>
  bytes.length >= TOOL_MAGIC.length && TOOL_MAGIC.every((byte, i) => bytes[i] === byte);

/** The IV of a container's header, or null when the bytes are not one. */
export const toolIv = (header: Uint8Array): Uint8Array | null =>
  header.length >= TOOL_HEADER_BYTES && isToolEncrypted(header) ? header.subarray(TOOL_MAGIC.length, TOOL_HEADER_BYTES) : null;
