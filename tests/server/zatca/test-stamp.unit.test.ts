import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { certificateSignature } from '../../../server/zatca/der-reader.ts';
import { integer, objectIdentifier, sequence, utcTime, utf8String } from '../../../server/zatca/der-writer.ts';
import { stampCertificateOfPem } from '../../../server/zatca/stamp-certificate.ts';
import { seller, testStamp } from './zatca-fixtures.ts';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

// The self-made stamp: our own DER writer, checked against encodings worked out by hand from
// X.690, and a certificate that Node's X.509 parser reads and verifies with its own key.
describe('the DER writer', () => {
  it('encodes the values a certificate needs as X.690 says', () => {
    expect(hex(objectIdentifier('1.2.840.10045.4.3.2'))).toBe('06082a8648ce3d040302');
    expect(hex(integer(0n))).toBe('020100');
    expect(hex(integer(127n))).toBe('02017f');
    expect(hex(integer(128n))).toBe('02020080');
    expect(hex(integer(256n))).toBe('02020100');
    expect(hex(utcTime(new Date('2026-11-27T10:00:00Z')))).toBe(hex(Buffer.from('17 0d 323631313237313030303030 5a'.replace(/ /g, ''), 'hex')));
    expect(hex(utf8String('ص'))).toBe('0c02d8b5');
    expect(hex(sequence(new Uint8Array(200)).subarray(0, 3))).toBe('3081c8');
    expect(hex(sequence(new Uint8Array(300)).subarray(0, 4))).toBe('3082012c');
  });
});

describe('the test stamp', () => {
  const stamp = testStamp();
  const certificate = new X509Certificate(stamp.certificatePem);

  it('is a self-signed X.509 v3 certificate that verifies with its own key', () => {
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.publicKey.asymmetricKeyDetails).toEqual({ namedCurve: 'secp256k1' });
    expect(certificate.validFrom).toBe('Nov  1 00:00:00 2026 GMT');
    expect(certificate.validTo).toBe('Nov  1 00:00:00 2031 GMT');
  });

  it('names the company and its VAT number as a ZATCA CSR does', () => {
    expect(certificate.subject.split('\n')).toEqual(['C=SA', `OU=${seller.vatNumber}`, `O=${seller.name}`, `CN=${seller.name} test stamp`]);
    expect(certificate.subjectAltName).toContain(`UID=${seller.vatNumber}`);
    expect(certificate.subjectAltName).toContain('title=0100');
  });

  it('holds the private key of its public key', () => {
    const derived = createPublicKey(createPrivateKey(stamp.privateKeyPem)).export({ type: 'spki', format: 'der' });
    expect(hex(derived)).toBe(hex(certificate.publicKey.export({ type: 'spki', format: 'der' })));
  });

  it('gives the issuer, serial and signature the XAdES block and the QR code carry', () => {
    const read = stampCertificateOfPem(stamp.certificatePem);
    expect(read.issuerName).toBe(`CN=${seller.name} test stamp, O=${seller.name}, OU=${seller.vatNumber}, C=SA`);
    expect(BigInt(read.serialNumber)).toBe(BigInt(`0x${certificate.serialNumber}`));
    expect(hex(read.signature)).toBe(hex(certificateSignature(certificate.raw)));
    expect(read.signature[0]).toBe(0x30);
  });
});
