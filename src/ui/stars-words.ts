// A review's stars in words ("1 star", "3 stars"), the same for the customer and the admin.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export const starsText = (stars: number): MessageDescriptor => msg({ message: plural(stars, { one: '# star', other: '# stars' }) });

/** Stars drawn as glyphs, filled up to `stars` of 5: decoration beside the words. */
export const starGlyphs = (stars: number): string => '★'.repeat(stars) + '☆'.repeat(5 - stars);
