// Apple Pay in Chromium: a stand-in for Safari's ApplePaySession, put in the page before the
// app loads. Like Safari's, it says a card is ready (canMakePayments), hands Apple's merchant
// validation address to the app, and once the app completed the validation through our server
// shows its sheet; the person then approves (a mada card's token) or closes it, each a step of
// the test's own. It keeps what the app asked of it, in order, for the test to read.
import type { Page } from 'playwright-core';

interface SheetWindow {
  applePaySheet?: { shown: boolean; approve(): void; cancel(): void };
  applePaySeen: string[];
}

/** From the next page load on, the browser offers Apple Pay with a card ready. */
export async function offerApplePay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sheetWindow = globalThis as unknown as SheetWindow;
    const seen: string[] = [];
    class StandInApplePaySession {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static canMakePayments = () => true;
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
      oncancel: (() => void) | null = null;
      constructor(_version: number, request: { total: { amount: string } }) {
        seen.push(`total ${request.total.amount}`);
      }
      begin() {
        this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
      }
      completeMerchantValidation(session: { merchantSessionIdentifier?: string }) {
        seen.push(`session ${session.merchantSessionIdentifier ? 'given' : 'missing'}`);
        sheetWindow.applePaySheet = {
          shown: true,
          approve: () => this.onpaymentauthorized?.({ payment: { token: { paymentMethod: { network: 'mada', displayName: 'mada 1234' }, paymentData: {} } } }),
          cancel: () => this.oncancel?.(),
        };
      }
      completePayment(status: number) {
        seen.push(`completed ${status}`);
      }
      abort() {
        seen.push('aborted');
      }
    }
    Object.assign(globalThis, { ApplePaySession: StandInApplePaySession, applePaySeen: seen });
  });
}

/** Waits for the sheet the app's tap opened, then answers it as the person does, once. */
async function answerSheet(page: Page, answer: 'approve' | 'cancel'): Promise<void> {
  await page.waitForFunction(() => (globalThis as unknown as SheetWindow).applePaySheet?.shown === true);
  await page.evaluate((given) => {
    const sheetWindow = globalThis as unknown as SheetWindow;
    const sheet = sheetWindow.applePaySheet!;
    delete sheetWindow.applePaySheet;
    sheet[given]();
  }, answer);
}

/** The person approves the payment on the Apple Pay sheet (Face ID or the side button). */
export const approveApplePay = (page: Page) => answerSheet(page, 'approve');

/** The person closes the Apple Pay sheet without paying. */
export const cancelApplePay = (page: Page) => answerSheet(page, 'cancel');

/** What the app asked of Apple Pay, in order: the total, the merchant session, the payment's completion. */
export const applePaySeen = (page: Page) => page.evaluate(() => (globalThis as unknown as SheetWindow).applePaySeen);
