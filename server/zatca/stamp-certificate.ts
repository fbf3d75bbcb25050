// What an invoice's signature needs from the stamp's certificate, read once: the DER body as
// base64 (ds:X509Certificate), ZATCA's certificate digest, the issuer and serial (XAdES
// IssuerSerial), the public key and the certificate's own signature (QR tags 8 and 9).
import { createHash, X509Certificate, type KeyObject } from 'node:crypto';
import { bytesOfBase64 } from '../../machines/domain/tax-invoice.ts';
import { certificateSignature } from './der-reader.ts';

export interface StampCertificate {
  base64: string;
  digest: string;
  issuerName: string;
  serialNumber: string;
  publicKey: KeyObject;
  publicKeyDer: Uint8Array;
  signature: Uint8Array;
}

/** ZATCA's SDK digests the certificate's base64 text and writes the hex digest in base64. */
export const certificateDigest = (certificateBase64: string): string =>
  Buffer.from(createHash('sha256').update(certificateBase64).digest('hex')).toString('base64');

export function stampCertificateOf(base64: string): StampCertificate {
  const der = bytesOfBase64(base64);
  const certificate = new X509Certificate(der);
  return {
    base64,
    digest: certificateDigest(base64),
    // Node lists the issuer's attributes from the root down, one a line; XML signatures write them leaf first.
    issuerName: certificate.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
    publicKey: certificate.publicKey,
    publicKeyDer: new Uint8Array(certificate.publicKey.export({ type: 'spki', format: 'der' })),
    signature: certificateSignature(der),
  };
}

export const stampCertificateOfPem = (pem: string): StampCertificate =>
  stampCertificateOf(pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, ''));

