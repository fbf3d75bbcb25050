// The enveloped XAdES signature ZATCA's security features standard puts in ext:UBLExtensions:
// ds:SignedInfo with the invoice hash (the same XPath exclusions as the invoice hash) and the
// digest of the XAdES SignedProperties (signing time, certificate digest, issuer and serial),
// the ECDSA signature and the certificate. As in ZATCA's SDK, the signature value signs the
// invoice hash itself, and the SignedProperties digest is taken over that element alone with
// its xades namespace, hex-encoded and then base64-encoded.
import { createHash } from 'node:crypto';
import { canonicalXml } from './canonical-xml.ts';
import type { StampCertificate } from './stamp-certificate.ts';
import { ubl } from './ubl-namespaces.ts';
import { element, textElement, type XmlElement } from './xml-tree.ts';

const algorithms = {
  c14n11: 'http://www.w3.org/2006/12/xml-c14n11',
  ecdsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  xpath: 'http://www.w3.org/TR/1999/REC-xpath-19991116',
  signatureProperties: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties',
};

const excludedFromHash = [
  'not(//ancestor-or-self::ext:UBLExtensions)',
  'not(//ancestor-or-self::cac:Signature)',
  "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
];

const digestMethod = (): XmlElement => element('ds:DigestMethod', { Algorithm: algorithms.sha256 }, []);

export function signedProperties(signingTime: string, certificate: StampCertificate): XmlElement {
  return element('xades:SignedProperties', { Id: 'xadesSignedProperties' }, [
    element('xades:SignedSignatureProperties', {}, [
      textElement('xades:SigningTime', signingTime),
      element('xades:SigningCertificate', {}, [
        element('xades:Cert', {}, [
          element('xades:CertDigest', {}, [digestMethod(), textElement('ds:DigestValue', certificate.digest)]),
          element('xades:IssuerSerial', {}, [
            textElement('ds:X509IssuerName', certificate.issuerName),
            textElement('ds:X509SerialNumber', certificate.serialNumber),
          ]),
        ]),
      ]),
    ]),
  ]);
}

export function signedPropertiesDigest(properties: XmlElement): string {
  const alone = { ...properties, attributes: { 'xmlns:xades': ubl.xades, ...properties.attributes } };
  return Buffer.from(createHash('sha256').update(canonicalXml(alone)).digest('hex')).toString('base64');
}

export interface SignatureParts {
  invoiceHash: string;
  signatureValue: string;
  signingTime: string;
  certificate: StampCertificate;
}

function signedInfo(invoiceHash: string, properties: XmlElement): XmlElement {
  return element('ds:SignedInfo', {}, [
    element('ds:CanonicalizationMethod', { Algorithm: algorithms.c14n11 }, []),
    element('ds:SignatureMethod', { Algorithm: algorithms.ecdsaSha256 }, []),
    element('ds:Reference', { Id: 'invoiceSignedData', URI: '' }, [
      element('ds:Transforms', {}, [
        ...excludedFromHash.map((xpath) => element('ds:Transform', { Algorithm: algorithms.xpath }, [textElement('ds:XPath', xpath)])),
        element('ds:Transform', { Algorithm: algorithms.c14n11 }, []),
      ]),
      digestMethod(),
      textElement('ds:DigestValue', invoiceHash),
    ]),
    element('ds:Reference', { Type: algorithms.signatureProperties, URI: '#xadesSignedProperties' }, [
      digestMethod(),
      textElement('ds:DigestValue', signedPropertiesDigest(properties)),
    ]),
  ]);
}

export function signatureExtensions({ invoiceHash, signatureValue, signingTime, certificate }: SignatureParts): XmlElement {
  const properties = signedProperties(signingTime, certificate);
  const signature = element('ds:Signature', { 'xmlns:ds': ubl.ds, Id: 'signature' }, [
    signedInfo(invoiceHash, properties),
    textElement('ds:SignatureValue', signatureValue),
    element('ds:KeyInfo', {}, [element('ds:X509Data', {}, [textElement('ds:X509Certificate', certificate.base64)])]),
    element('ds:Object', {}, [element('xades:QualifyingProperties', { 'xmlns:xades': ubl.xades, Target: 'signature' }, [properties])]),
  ]);
  return element('ext:UBLExtensions', {}, [
    element('ext:UBLExtension', {}, [
      textElement('ext:ExtensionURI', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      element('ext:ExtensionContent', {}, [
        element('sig:UBLDocumentSignatures', { 'xmlns:sig': ubl.sig, 'xmlns:sac': ubl.sac, 'xmlns:sbc': ubl.sbc }, [
          element('sac:SignatureInformation', {}, [
            textElement('cbc:ID', 'urn:oasis:names:specification:ubl:signature:1'),
            textElement('sbc:ReferencedSignatureID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
            signature,
          ]),
        ]),
      ]),
    ]),
  ]);
}
