import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { configuredStamp } from '../../../server/zatca/configured-stamp.ts';
import { checkStampedInvoice } from '../../../server/zatca/check-stamped-invoice.ts';
import { stampInvoice } from '../../../server/zatca/stamp-invoice.ts';
import { anInvoice, testStamp } from './zatca-fixtures.ts';

// ZATCA's stamp as the admin configures it (docs/zatca.md "ZATCA's stamp"): the certificate is
// the production CSID's binary security token, the key the one the CSR was made with. A stamp
// made here stands in for ZATCA's: its certificate, written as ZATCA hands out a CSID.
const zatcas = testStamp();
const certificateBase64 = zatcas.certificatePem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
const csid = Buffer.from(certificateBase64).toString('base64');
const keyDer = (type: 'pkcs8' | 'sec1') => createPrivateKey(zatcas.privateKeyPem).export({ type, format: 'der' }).toString('base64');

describe('ZATCA’s stamp from the configuration', () => {
  it('given the CSID and its key, then documents are signed with the CSID’s certificate and verify', () => {
    const stamp = configuredStamp(csid, zatcas.privateKeyPem);

    expect(new X509Certificate(stamp.certificatePem).raw.toString('base64')).toBe(certificateBase64);
    const stamped = stampInvoice(anInvoice(), stamp);
    expect(stamped.xml).toContain(`<ds:X509Certificate>${certificateBase64}</ds:X509Certificate>`);
    expect(checkStampedInvoice(stamped.xml)).toEqual([]);
  });

  it.each([
    ['PEM with its line breaks escaped (one line of an environment file)', () => zatcas.privateKeyPem.replace(/\n/g, '\\n')],
    ['the bare base64 of a PKCS#8 key', () => keyDer('pkcs8')],
    ['the bare base64 of a SEC 1 key, as ZATCA’s SDK writes it', () => keyDer('sec1')],
  ])('given the key as %s, then it is read as the same key', (_, typed) => {
    expect(configuredStamp(csid, typed()).privateKeyPem).toBe(createPrivateKey(zatcas.privateKeyPem).export({ type: 'pkcs8', format: 'pem' }));
  });

  it('given a key that is not the certificate’s, then it is refused, naming the mismatch', () => {
    const another = generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => configuredStamp(csid, another)).toThrow(/not the key of the certificate/);
  });

  it('given a key on another curve, or something that is no key or no certificate, then it is refused', () => {
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => configuredStamp(csid, p256)).toThrow(/secp256k1/);
    expect(() => configuredStamp(csid, 'not a key')).toThrow(/ZATCA_PRIVATE_KEY is not a private key/);
    expect(() => configuredStamp('bm90IGEgY2VydGlmaWNhdGU=', zatcas.privateKeyPem)).toThrow(/ZATCA_CSID/);
  });
});

describe('reading ZATCA_PRIVATE_KEY', () => {
  it('given none, then the server’s test stamp signs; given it without ZATCA_CSID, then the server does not start', () => {
    expect(readConfig({ ZATCA_CSID: csid }).zatcaStamp).toBeNull();
    expect(() => readConfig({ ZATCA_PRIVATE_KEY: zatcas.privateKeyPem })).toThrow(/without ZATCA_CSID/);
  });

  it('given it with ZATCA_CSID, then the configured stamp is ZATCA’s', () => {
    const { zatcaStamp } = readConfig({ ZATCA_CSID: csid, ZATCA_PRIVATE_KEY: zatcas.privateKeyPem });
    expect(zatcaStamp?.certificatePem).toBe(new X509Certificate(zatcas.certificatePem).toString());
  });
});
