// The invoice hash (ZATCA security features standard): the document without
// ext:UBLExtensions, cac:Signature and the QR AdditionalDocumentReference, in canonical XML
// 1.1, hashed with SHA-256 and written in base64. The same function serves the tree we build
// and the text someone sends us.
import { createHash } from 'node:crypto';
import { canonicalXml } from './canonical-xml.ts';
import { parseXml } from './xml-parse.ts';
import { textAt, withoutElements, type XmlElement } from './xml-tree.ts';

/**
 * The previous-invoice hash of the very first document as ZATCA publishes it: the SHA-256 of
 * "0" written in hex, that text in base64 (every later PIH is a raw digest in base64).
 */
export const firstPreviousHash = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');

const isQrReference = (node: XmlElement): boolean => node.name === 'cac:AdditionalDocumentReference' && textAt(node, ['cbc:ID']) === 'QR';

const isLeftOutOfHash = (node: XmlElement): boolean =>
  node.name === 'ext:UBLExtensions' || node.name === 'cac:Signature' || isQrReference(node);

/** The exact text the hash is taken over. */
export const hashedForm = (invoice: XmlElement): string => canonicalXml(withoutElements(invoice, isLeftOutOfHash));

export const invoiceHash = (invoice: XmlElement): string => createHash('sha256').update(hashedForm(invoice)).digest('base64');

export const invoiceHashOfText = (xml: string): string => invoiceHash(parseXml(xml));
