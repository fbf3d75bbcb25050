import { describe, expect, it } from 'vitest';
import { photoProblem } from '../../src/app/photo-upload.ts';

describe("the booking photo's quick check in the browser", () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses other types and anything over 5 MB', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('unsupportedImageType');
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('imageTooLarge');
  });
});
