import { describe, expect, it } from 'vitest';
import { base64OfBytes, decodeTlv, encodeTlv, textOfTlv, zatcaQrText } from '../../../machines/domain/tax-invoice.ts';
import { readQr } from '../../../server/zatca/invoice-qr.ts';

// One TLV encoder for phase 1 (five text fields) and phase 2 (nine, two of them bytes).
describe('the TLV encoder and decoder', () => {
  it('writes text and bytes alike: tag, length, value', () => {
    const bytes = encodeTlv(['ab', Uint8Array.from([0, 255])]);
    expect(Buffer.from(bytes).toString('hex')).toBe('010261620202' + '00ff');
    expect(decodeTlv(bytes).map((field) => [field.tag, Buffer.from(field.value).toString('hex')])).toEqual([
      [1, '6162'],
      [2, '00ff'],
    ]);
  });

  it('refuses a value longer than 255 bytes, text or binary', () => {
    expect(() => encodeTlv(['x'.repeat(255)])).not.toThrow();
    expect(() => encodeTlv(['ص'.repeat(128)])).toThrow('ZATCA field 1 is longer than 255 bytes');
    expect(() => encodeTlv(['a', new Uint8Array(256)])).toThrow('ZATCA field 2 is longer than 255 bytes');
  });

  it('refuses a field that runs past the end', () => {
    expect(() => decodeTlv(Uint8Array.from([1, 5, 65]))).toThrow('TLV field 1 runs past the end');
  });

  it('reads back the phase-1 text unchanged', () => {
    const text = zatcaQrText({ sellerName: 'Bobs Records', vatNumber: '310122393500003', timestamp: '2022-04-25T15:30:00Z', totalHalalas: 100_000, vatHalalas: 15_000 });
    expect(decodeTlv(Uint8Array.from(Buffer.from(text, 'base64'))).map(textOfTlv)).toEqual(['Bobs Records', '310122393500003', '2022-04-25T15:30:00Z', '1000.00', '150.00']);
  });

  it('refuses a phase-2 QR with fewer than nine tags', () => {
    expect(() => readQr(base64OfBytes(encodeTlv(['a', 'b', 'c', 'd', 'e'])))).toThrow('QR has 5 fields, not 9');
  });
});
