/**
 * Hostile files for the upload tests. The ASF one is 4,100 bytes: an ASF/WMV header GUID whose first
 * object claims a size of 0 — file-type 19 looped on it forever at 100 % CPU.
 */
const ASF_HEADER_GUID = [
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
];
export const ASF_FIXTURE_BYTES = 4100;

export function asfZeroSizeObject(): Buffer {
  const bytes = Buffer.alloc(ASF_FIXTURE_BYTES);
  Buffer.from(ASF_HEADER_GUID).copy(bytes, 0);
  // The header object's 64-bit size (bytes 16–23) stays 0; so does every nested object's.
  Buffer.from(ASF_HEADER_GUID).copy(bytes, 30);
  return bytes;
}
