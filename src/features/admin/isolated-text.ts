/** A name put into a sentence isolated (FSI … PDI) as a <bdi> would: an Arabic name keeps the sentence in order. */
export const isolated = (text: string) => (text ? `\u2068${text}\u2069` : '');
