// Reads an XML text into our tree, enough for invoices received as text (ours or a
// reporting fake's): elements, attributes, text, CDATA, character and the five predefined
// entity references; comments, processing instructions and the declaration are skipped, and a
// DOCTYPE is refused (no entity expansion from outside). Line ends are normalised as XML
// requires, so the canonical form matches whichever way the text travelled.
import type { XmlElement, XmlNode } from './xml-tree.ts';

const predefined: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (_, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const value = predefined[name];
    if (value === undefined) throw new Error(`unknown entity &${name};`);
    return value;
  });
}

const namePattern = /^[A-Za-z_][\w.:-]*/;
const attributePattern = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/;

export function parseXml(source: string): XmlElement {
  const text = source.replace(/\r\n?/g, '\n');
  let at = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;

  const fail = (why: string): never => {
    throw new Error(`XML: ${why} at offset ${at}`);
  };
  const skipPast = (end: string): void => {
    const found = text.indexOf(end, at);
    if (found < 0) fail(`missing ${end}`);
    at = found + end.length;
  };
  const append = (node: XmlNode): void => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else if (typeof node === 'string' && node.trim() !== '') fail('text outside the root element');
  };

  while (at < text.length) {
    if (text.startsWith('<?', at)) skipPast('?>');
    else if (text.startsWith('<!--', at)) skipPast('-->');
    else if (text.startsWith('<![CDATA[', at)) {
      const end = text.indexOf(']]>', at);
      if (end < 0) fail('unterminated CDATA');
      append(text.slice(at + 9, end));
      at = end + 3;
    } else if (text.startsWith('<!', at)) fail('DOCTYPE is not accepted');
    else if (text.startsWith('</', at)) {
      const name = namePattern.exec(text.slice(at + 2))?.[0];
      const open = stack.pop();
      if (!open || open.name !== name) fail(`unexpected end tag ${name}`);
      at += 2 + name!.length;
      skipPast('>');
    } else if (text[at] === '<') {
      const name = namePattern.exec(text.slice(at + 1))?.[0] ?? fail('bad element name');
      at += 1 + name.length;
      const node: XmlElement = { name, attributes: {}, children: [] };
      for (let match = attributePattern.exec(text.slice(at)); match; match = attributePattern.exec(text.slice(at))) {
        if (match[1]! in node.attributes) fail(`attribute ${match[1]} repeated`);
        node.attributes[match[1]!] = decodeReferences((match[3] ?? match[4]!).replace(/[\t\n]/g, ' '));
        at += match[0].length;
      }
      const close = /^\s*(\/?)>/.exec(text.slice(at)) ?? fail(`bad start tag ${name}`);
      at += close[0].length;
      if (stack.length === 0 && root) fail('a second root element');
      append(node);
      if (stack.length === 0) root = node;
      if (close[1] !== '/') stack.push(node);
    } else {
      const end = text.indexOf('<', at);
      const raw = text.slice(at, end < 0 ? text.length : end);
      append(decodeReferences(raw));
      at += raw.length;
    }
  }
  if (stack.length > 0) fail(`unclosed element ${stack[stack.length - 1]!.name}`);
  return root ?? fail('no root element');
}
