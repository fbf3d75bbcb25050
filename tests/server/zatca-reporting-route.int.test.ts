import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { createTestStamp } from '../../server/zatca/test-stamp.ts';

// GET /api/admin/zatca-reporting: where the server reports tax invoices and whether it signs
// them with ZATCA's certificate, for admins only, and never the CSID, its secret or the key. Reporting off ({reportingTo: null}) is seen in the browser
// (tests/e2e/admin-settings-more.e2e.test.ts).
const reporting = { baseUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation', csid: 'the-binary-security-token', secret: 'the-csid-secret' };

describe('ZATCA reporting configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnessWithAdmin({ config: { zatcaReporting: reporting } });
    await registerCustomer(h, 'customer');
  });
  afterAll(() => h.close());

  it('given reporting configured, when an admin asks, then the answer is the base URL and holds neither the CSID nor its secret', async () => {
    const answer = await h.request('/api/admin/zatca-reporting', { client: 'admin' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ reportingTo: reporting.baseUrl, signedWith: 'test' });
    expect(JSON.stringify(answer.body)).not.toMatch(/binary-security-token|csid-secret/);
  });

  it('given a customer or a visitor, when they ask, then they are refused', async () => {
    expect((await h.request('/api/admin/zatca-reporting', { client: 'customer' })).status).toBe(403);
    expect((await h.request('/api/admin/zatca-reporting', { client: 'visitor' })).status).toBe(401);
  });
});

describe('ZATCA’s stamp configured', () => {
  it('given ZATCA’s certificate and key, when an admin asks, then the answer says documents are signed with it, and holds no key', async () => {
    const zatcaStamp = createTestStamp('Riyadh Home Maintenance', '310187654300003', new Date('2026-11-01T00:00:00Z'));
    const h = await harnessWithAdmin({ config: { zatcaStamp } });
    try {
      const answer = await h.request('/api/admin/zatca-reporting', { client: 'admin' });

      expect(answer.body).toEqual({ reportingTo: null, signedWith: 'zatca' });
    } finally {
      await h.close();
    }
  });
});
