// A cryptographic stamp the server can make for itself before ZATCA issues a real one: a
// secp256k1 key and a self-signed X.509 v3 certificate whose subject carries the company name
// and VAT number the way a ZATCA CSR does (C, OU, O, CN, and in the subject alternative name
// the EGS serial, the VAT number as UID and the invoice types "0100": simplified only).
import { createHash, createSign, generateKeyPairSync } from 'node:crypto';
import { base64OfBytes } from '../../machines/domain/tax-invoice.ts';
import { bitString, boolean, explicit, integer, objectIdentifier, octetString, printableString, sequence, set, utcTime, utf8String } from './der-writer.ts';

export interface Stamp {
  privateKeyPem: string;
  certificatePem: string;
}

const oid = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  serialName: '2.5.4.4',
  title: '2.5.4.12',
  userId: '0.9.2342.19200300.100.1.1',
  subjectAltName: '2.5.29.17',
  keyUsage: '2.5.29.15',
};

const validityYears = 5;
const simplifiedInvoicesOnly = '0100';

const attribute = (type: string, value: Uint8Array): Uint8Array => set(sequence(objectIdentifier(type), value));

function subjectName(companyName: string, vatNumber: string): Uint8Array {
  return sequence(
    attribute(oid.country, printableString('SA')),
    attribute(oid.organizationalUnit, utf8String(vatNumber)),
    attribute(oid.organization, utf8String(companyName)),
    attribute(oid.commonName, utf8String(`${companyName} test stamp`)),
  );
}

function extensions(companyName: string, vatNumber: string): Uint8Array {
  const directoryName = sequence(
    attribute(oid.serialName, utf8String(`1-${companyName}|2-server|3-test`)),
    attribute(oid.userId, utf8String(vatNumber)),
    attribute(oid.title, utf8String(simplifiedInvoicesOnly)),
  );
  const subjectAltName = sequence(explicit(4, directoryName));
  // keyUsage: digitalSignature only (bit 0 of a one-byte string with 7 unused bits).
  const digitalSignature = Uint8Array.from([0x03, 0x02, 0x07, 0x80]);
  return explicit(
    3,
    sequence(
      sequence(objectIdentifier(oid.subjectAltName), octetString(subjectAltName)),
      sequence(objectIdentifier(oid.keyUsage), boolean(true), octetString(digitalSignature)),
    ),
  );
}

const pem = (label: string, der: Uint8Array): string =>
  `-----BEGIN ${label}-----\n${base64OfBytes(der).replace(/.{1,64}/g, '$&\n')}-----END ${label}-----\n`;

export function createTestStamp(companyName: string, vatNumber: string, now: Date): Stamp {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const publicKeyInfo = new Uint8Array(publicKey.export({ type: 'spki', format: 'der' }));
  // A positive 16-byte serial that differs for every key.
  const serial = BigInt('0x' + createHash('sha256').update(publicKeyInfo).digest('hex').slice(0, 32)) >> 1n;
  const algorithm = sequence(objectIdentifier(oid.ecdsaWithSha256));
  const name = subjectName(companyName, vatNumber);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(now.getUTCFullYear() + validityYears);
  const toBeSigned = sequence(
    explicit(0, integer(2n)),
    integer(serial),
    algorithm,
    name,
    sequence(utcTime(now), utcTime(notAfter)),
    name,
    publicKeyInfo,
    extensions(companyName, vatNumber),
  );
  const signature = createSign('sha256').update(toBeSigned).sign(privateKey);
  const certificate = sequence(toBeSigned, algorithm, bitString(new Uint8Array(signature)));
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificatePem: pem('CERTIFICATE', certificate),
  };
}
