// What a customer does on a booking form and what the form shows while it sends, once the
// request is recorded and when it is refused: the same for the booking of one service
// (/book/<service>) and the VIP booking (/vip-poker). Each flow says how to tell its form is on
// the screen, and how the app is made to refuse.
import { expect } from 'vitest';
import { transition } from 'xstate';
import type { BookingField } from '../../../machines/booking-fields.ts';
import { bookingMachine, type BookingEvent, type BookingSnapshot } from '../../../machines/booking.machine.ts';
import { toastSaying, type Visitor } from '../../e2e/browser.ts';
import { screenText } from '../../e2e/screen-text.ts';
import type { EventMapping, FlowWorld, ModelEvent, StateMapping, Words } from '../flow-model.ts';
import { bookingFormText } from './booking-form-text.ts';
import { formHolds, problemWords } from './booking-form-screen.ts';

export interface BookingFormWorld extends FlowWorld {
  customer: Visitor;
}

/** Sunday 6 January 2030, 21:40 in Riyadh: the form opens then, with 22:00 left today. */
export const opened = new Date('2030-01-06T18:40:00Z');
export const today = '2030-01-06';

/** The invoked actor's answers, as the paths send them: the request recorded, or refused. */
export const recorded = 'xstate.done.actor.0.booking.submitting';
export const refusing = 'xstate.error.actor.0.booking.submitting';

export const words = (en: string, ar: string): Words => ({ en, ar });

const fieldWords: Record<Exclude<BookingField, 'phone'>, (value: string) => Words> = {
  note: (value) => words(`Type '${value}' in 'Describe the problem'`, `اكتب '${value}' في 'صف المشكلة'`),
  address: (value) => words(`Type '${value}' in 'Address'`, `اكتب '${value}' في 'العنوان'`),
  preferredDate: (value) => words(`Choose today (${value}) as the 'Preferred date'`, `اختر اليوم (${value}) في 'التاريخ المفضل'`),
  preferredTime: (value) => words(`Choose ${value} as the 'Preferred time'`, `اختر الساعة ${value} في 'الوقت المفضل'`),
};

const phoneWords = (value: string): Words =>
  value === '' ? words("Empty 'Contact phone'", "امسح 'رقم التواصل'") : words(`Type '${value}' in 'Contact phone'`, `اكتب '${value}' في 'رقم التواصل'`);

type Edit = Extract<BookingEvent, { type: 'edit' }>;

/**
 * The steps and screens both booking flows share; `showsForm` fails unless the flow's form (its
 * heading) is on the screen.
 */
export function bookingFormSteps<TWorld extends BookingFormWorld>(showsForm: (world: TWorld) => Promise<void>) {
  const text = (world: TWorld) => screenText[world.language];

  const events: Record<string, EventMapping<TWorld, ModelEvent, BookingSnapshot>> = {
    edit: {
      does: (event) => {
        const { field, value } = event as Edit;
        return field === 'phone' ? phoneWords(value) : fieldWords[field](value);
      },
      async act(world, event) {
        const { field, value } = event as Edit;
        const { page } = world.customer;
        const label = { note: text(world).note, phone: text(world).phone, address: text(world).address, preferredDate: text(world).preferredDate, preferredTime: text(world).preferredTime }[field];
        const control = page.getByLabel(label, { exact: true });
        if (field === 'preferredDate' || field === 'preferredTime') await control.selectOption(value);
        else await control.fill(value);
      },
    },
    submit: {
      does: words(
        "Tap 'Submit Request' (on a form the rules accept, the next step taps it and says how the app answers)",
        "اضغط 'إرسال الطلب' (إن قبلت القواعد النموذج، تضغطه الخطوة التالية وتذكر كيف يجيب التطبيق)",
      ),
      // A complete form is sent by the answer's step, which decides how the app answers.
      async act(world, _event, before) {
        const submit = world.customer.page.getByRole('button', { name: text(world).submitRequest });
        if (!transition(bookingMachine, before, { type: 'submit' })[0].matches('submitting')) await submit.click();
      },
    },
    [recorded]: {
      does: words("Tap 'Submit Request': the app records the request", "اضغط 'إرسال الطلب': يسجّل التطبيق الطلب"),
      async act(world) {
        await world.customer.page.getByRole('button', { name: text(world).submitRequest }).click();
      },
    },
    retry: {
      does: words("Tap 'Edit and try again'", "اضغط 'عدّل وحاول مرة أخرى'"),
      async act(world) {
        await world.customer.page.getByRole('button', { name: bookingFormText[world.language].editAndTryAgain }).click();
      },
    },
  };

  const states: Record<'submitting' | 'refused' | 'submitted', StateMapping<TWorld, BookingSnapshot>> = {
    submitting: {
      shows: words("The form is complete and 'Submit Request' can be tapped", "النموذج مكتمل وزر 'إرسال الطلب' متاح"),
      async check(world, snapshot) {
        await showsForm(world);
        await formHolds(world.customer.page, world.language, snapshot.context, true);
      },
    },
    refused: {
      shows: ({ context }) =>
        words(`The form says '${problemWords(context.refusal!, 'en')}' with 'Edit and try again'`, `يظهر في النموذج '${problemWords(context.refusal!, 'ar')}' مع زر 'عدّل وحاول مرة أخرى'`),
      async check(world, snapshot) {
        const { page } = world.customer;
        await page.getByRole('alert').filter({ hasText: problemWords(snapshot.context.refusal!, world.language) }).waitFor();
        await page.getByRole('button', { name: bookingFormText[world.language].editAndTryAgain }).waitFor();
      },
    },
    submitted: {
      shows: ({ context }) =>
        context.photoForLater
          ? words("'Request saved' (kept on this device until online), and 'Your request has been recorded.' with 'Order number Not given yet'", "'تم حفظ الطلب' (محفوظ على الجهاز حتى عودة الاتصال)، و'تم تسجيل طلبك.' مع 'رقم الطلبية لم يُصدر بعد'")
          : words("'Request Submitted', and 'Your request has been recorded.'", "'تم إرسال الطلب'، و'تم تسجيل طلبك.'"),
      async check(world, snapshot) {
        const { page } = world.customer;
        await toastSaying(page, snapshot.context.photoForLater ? text(world).requestSaved : text(world).requestSubmitted);
        const done = page.getByRole('region', { name: bookingFormText[world.language].requestRecorded });
        await done.waitFor();
        // Offline, the server has not numbered it yet: the label is said once, then that it is not given yet.
        if (snapshot.context.photoForLater) await done.getByTestId('order-number-pending').filter({ hasText: bookingFormText[world.language].orderNumberNotGiven }).waitFor();
        expect((await done.textContent())!.split(text(world).orderNumber).length - 1, "times 'Order number' is said").toBe(1);
      },
    },
  };

  return { events, states };
}
