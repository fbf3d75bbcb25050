import { describe, expect, it } from 'vitest';
import { crossStreamRefusal, type Uploader } from '../../machines/cross-stream-rules.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import { replay } from '../../machines/stream-decision.ts';
import { crossStreamCases } from './cross-stream-cases.ts';

const generalBooking = crossStreamCases.find((rule) => rule.name === 'a general booking checked against the hours in force')!;

describe('the rules across streams', () => {
  it.each(crossStreamCases)('$name: $refusal', ({ given, batch, uploads = {}, refusal }) => {
    const states = new Map(Object.entries(given).map(([stream, events]) => [stream, replay(machineForStream(stream)!, events)]));
    const uploadedBy = (photoId: string, uploader: Uploader) => JSON.stringify(uploads[photoId]) === JSON.stringify(uploader);
    const world = { stateOf: (stream: string) => states.get(stream), settings: defaultSettings, uploadedBy };
    expect(crossStreamRefusal(batch, world)?.reason ?? null).toBe(refusal);
  });

  it('refuses a photo the customer did not upload, and keeps one they did', () => {
    const booking = { ...generalBooking.batch[0]!, data: { ...(generalBooking.batch[0]!.data as object), photoId: 'photo-1' } };
    const world = (owner: string) => ({ stateOf: () => undefined, settings: defaultSettings, uploadedBy: (_photo: string, uploader: Uploader) => uploader.role === 'customer' && uploader.userId === owner });
    expect(crossStreamRefusal([booking], world('5678'))?.reason).toBe('unknownPhoto');
    expect(crossStreamRefusal([booking], world('1234'))).toBeNull();
  });

  it('given a photo sent after its booking, when the customer did not upload it, then unknownPhoto refuses it', () => {
    const booking = generalBooking.batch[0]!;
    const photoAttached = { ...booking, type: 'request.photoAttached', data: { photoId: 'photo-1' } };
    const world = (owner: string) => ({ stateOf: () => undefined, settings: defaultSettings, uploadedBy: (_photo: string, uploader: Uploader) => uploader.role === 'customer' && uploader.userId === owner });
    expect(crossStreamRefusal([photoAttached], world('5678'))?.reason).toBe('unknownPhoto');
    expect(crossStreamRefusal([photoAttached], world('1234'))).toBeNull();
  });
});
