// ZATCA's own stamp, as the admin configures it once ZATCA has issued the production CSID: the
// certificate is the CSID itself (its binary security token is the certificate's base64 text,
// in base64 once more) and the private key is the one the CSR was made with (ZATCA_PRIVATE_KEY).
// It replaces the self-made test stamp; a key that is not the certificate's, or not on
// secp256k1, stops the server at its start rather than sign documents ZATCA would refuse.
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { Stamp } from './test-stamp.ts';

const pem = (label: string, base64: string): string => `-----BEGIN ${label}-----\n${base64.replace(/.{1,64}/g, '$&\n')}-----END ${label}-----\n`;

/** The PEM text as written, or with its line breaks escaped (one line of an environment file), or the bare base64 of a PKCS#8 or SEC 1 key. */
function privateKeyOf(typed: string): KeyObject {
  const text = typed.trim().replace(/\\n/g, '\n');
  if (text.startsWith('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'sec1' });
  }
}

function certificateOfCsid(csid: string): X509Certificate {
  const certificateBase64 = Buffer.from(csid.trim(), 'base64').toString('latin1').replace(/\s/g, '');
  return new X509Certificate(pem('CERTIFICATE', certificateBase64));
}

export function configuredStamp(csid: string, privateKey: string): Stamp {
  let certificate: X509Certificate;
  let key: KeyObject;
  try {
    certificate = certificateOfCsid(csid);
  } catch {
    throw new Error('ZATCA_CSID is not a binary security token ZATCA issues (the certificate in base64)');
  }
  try {
    key = privateKeyOf(privateKey);
  } catch {
    throw new Error('ZATCA_PRIVATE_KEY is not a private key (PEM, or the base64 of a PKCS#8 or SEC 1 key)');
  }
  if (key.asymmetricKeyDetails?.namedCurve !== 'secp256k1') throw new Error('ZATCA_PRIVATE_KEY is not a key on secp256k1, the curve ZATCA signs with');
  const spki = (publicKey: KeyObject) => publicKey.export({ type: 'spki', format: 'der' });
  if (!spki(createPublicKey(key)).equals(spki(certificate.publicKey))) {
    throw new Error('ZATCA_PRIVATE_KEY is not the key of the certificate ZATCA_CSID carries (the key the CSR was made with)');
  }
  return { privateKeyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(), certificatePem: certificate.toString() };
}
