import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { companySchemaVersion } from '../../machines/domain/settings-events.ts';
import { riyadhAddress } from '../machines/set-up-company.ts';
import type { InvoiceIssued } from '../../machines/domain/invoice-events.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import { testCards, testGatewayPath } from '../../server/payments/test-gateway.ts';
import type { Harness } from './app-harness.ts';
import { propose } from './events-api-fixtures.ts';
import { acceptedOffer, cardPaymentBody, startRequestPaymentAs } from './request-fixtures.ts';

/** Given: the admin set the company up for tax invoices (name, VAT number, address), so that payments carry tax documents. */
export async function companyWithVatNumber(h: Harness): Promise<void> {
  const expectedVersion = await h.store.streamVersion('settings');
  const data = { name: { en: 'Riyadh Home Maintenance', ar: 'صيانة المنازل بالرياض' }, vatNumber: '310187654300003', address: riyadhAddress };
  const changed = await propose(h, 'admin', [{ id: uuidv7(), stream: 'settings', expectedVersion, type: 'settings.companyChanged', schema: companySchemaVersion, data }]);
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

/** Given: a request of `client`'s paid at the gateway, not yet confirmed. */
export async function paidAtGateway(h: Harness, client: string, priceHalalas: number) {
  const { requestId } = await acceptedOffer(h, client, priceHalalas);
  const start = (await startRequestPaymentAs(h, client, requestId)).body as PaymentStart;
  expect((await h.request(testGatewayPath, { client, body: cardPaymentBody(start, testCards.paid) })).status).toBe(201);
  return { requestId, paymentId: start.paymentId };
}

/** The chain's documents as the log holds them, in their order (without ZATCA's answers). */
export const documentsOf = async (h: Harness) =>
  (await h.store.readStream('invoices')).filter((event) => event.type === 'invoice.issued').map((event) => ({ ...(event.data as InvoiceIssued), position: event.position }));
