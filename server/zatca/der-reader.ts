// Just enough DER reading to take an X.509 certificate apart into its three parts
// (to-be-signed, algorithm, signature) for the QR code's tag 9 and for our checks.
interface Field {
  tag: number;
  contentStart: number;
  end: number;
}

function readField(bytes: Uint8Array, at: number): Field {
  const tag = bytes[at]!;
  let length = bytes[at + 1]!;
  let contentStart = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let index = 0; index < count; index++) length = length * 256 + bytes[contentStart + index]!;
    contentStart += count;
  }
  const end = contentStart + length;
  if (bytes[at] === undefined || end > bytes.length) throw new Error('DER value runs past the end');
  return { tag, contentStart, end };
}

/** The raw signature bytes of a certificate (the BIT STRING after the algorithm). */
export function certificateSignature(certificateDer: Uint8Array): Uint8Array {
  const certificate = readField(certificateDer, 0);
  const toBeSigned = readField(certificateDer, certificate.contentStart);
  const algorithm = readField(certificateDer, toBeSigned.end);
  const signature = readField(certificateDer, algorithm.end);
  if (certificate.tag !== 0x30 || signature.tag !== 0x03) throw new Error('not an X.509 certificate');
  // The first content byte counts unused bits, always 0 for a signature.
  return certificateDer.slice(signature.contentStart + 1, signature.end);
}
