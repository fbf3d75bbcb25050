// The XML the ZATCA documents are made of, as a plain tree: the builder makes one, the parser
// reads one back from text, and the canonical writer turns either into the exact bytes we hash.
export interface XmlElement {
  name: string;
  /** In document order; namespace declarations are attributes named xmlns or xmlns:prefix. */
  attributes: Record<string, string>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

type Child = XmlNode | null | undefined | false;

export function element(name: string, attributes: Record<string, string>, children: readonly Child[]): XmlElement {
  return { name, attributes, children: children.filter((child): child is XmlNode => child !== null && child !== undefined && child !== false) };
}

export const textElement = (name: string, text: string, attributes: Record<string, string> = {}): XmlElement =>
  element(name, attributes, [text]);

export const isElement = (node: XmlNode): node is XmlElement => typeof node !== 'string';

export const childElements = (parent: XmlElement, name?: string): XmlElement[] =>
  parent.children.filter(isElement).filter((child) => name === undefined || child.name === name);

/** The first element down a path of child names, or undefined. */
export function elementAt(root: XmlElement, path: readonly string[]): XmlElement | undefined {
  let current: XmlElement | undefined = root;
  for (const name of path) current = current && childElements(current, name)[0];
  return current;
}

export const textOf = (node: XmlElement): string => node.children.map((child) => (isElement(child) ? textOf(child) : child)).join('');

export const textAt = (root: XmlElement, path: readonly string[]): string | undefined => {
  const found = elementAt(root, path);
  return found && textOf(found);
};

/** A copy without every element (at any depth) the predicate picks. */
export function withoutElements(root: XmlElement, drop: (node: XmlElement) => boolean): XmlElement {
  const children = root.children.flatMap((child): XmlNode[] => (!isElement(child) ? [child] : drop(child) ? [] : [withoutElements(child, drop)]));
  return { ...root, children };
}

/** Every element at any depth, the root first, in document order. */
export function descendants(root: XmlElement): XmlElement[] {
  return [root, ...childElements(root).flatMap(descendants)];
}
