// The words for a change made while the server cannot be reached: it is kept on the device,
// shown at once and sent when the connection returns (docs/design.md section 4), so "sent" would not be true.
import { msg } from '@lingui/core/macro';

export const keptUntilOnline = msg`Saved on this device; it will be sent when you are back online.`;
