import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine, type ToastRequest } from '../../machines/toast.machine.ts';

// Time is faked: each test moves the clock itself and reads what the toast shows then.
const saved: ToastRequest<string> = { content: 'Saved' };
const failed: ToastRequest<string> = { content: 'Could not save', destructive: true };

const startToaster = () => createActor(toastMachine).start();
const oneYearMs = 365 * 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the toast', () => {
  it('starts with nothing showing', () => {
    const toaster = startToaster();
    expect(toaster.getSnapshot().value).toBe('hidden');
    expect(toaster.getSnapshot().context.toast).toBeNull();
  });

  it('shows a toast with its content, not destructive and for 5000 ms unless told', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: saved });
    expect(toaster.getSnapshot().matches('showing')).toBe(true);
    expect(toaster.getSnapshot().context.toast).toEqual({ id: 1, content: 'Saved', destructive: false, durationMs: 5000 });
  });

  it('shows a destructive toast as destructive', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: failed });
    expect(toaster.getSnapshot().context.toast?.destructive).toBe(true);
  });

  it('replaces the toast showing with the new one, under a new id', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: saved });
    const first = toaster.getSnapshot().context.toast;
    toaster.send({ type: 'show', toast: failed });
    const second = toaster.getSnapshot().context.toast;
    expect(second).toMatchObject({ content: 'Could not save', destructive: true });
    expect(second?.id).not.toBe(first?.id);
  });

  it('keeps a toast for 4999 ms and closes it at 5000 ms', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: saved });
    vi.advanceTimersByTime(4999);
    expect(toaster.getSnapshot().context.toast?.content).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(toaster.getSnapshot().value).toBe('hidden');
    expect(toaster.getSnapshot().context.toast).toBeNull();
  });

  it('gives a replacement its own full time, not what was left of the first', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: saved });
    vi.advanceTimersByTime(3000);
    toaster.send({ type: 'show', toast: failed });
    vi.advanceTimersByTime(4999);
    expect(toaster.getSnapshot().context.toast?.content).toBe('Could not save');
    vi.advanceTimersByTime(1);
    expect(toaster.getSnapshot().context.toast).toBeNull();
  });

  it.each([1000, 8000])('keeps a toast asked to stay %i ms for exactly that long', (durationMs) => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: { ...saved, durationMs } });
    expect(toaster.getSnapshot().context.toast?.durationMs).toBe(durationMs);
    vi.advanceTimersByTime(durationMs - 1);
    expect(toaster.getSnapshot().matches('showing')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toaster.getSnapshot().value).toBe('hidden');
  });

  it('keeps a toast asked to stay for Infinity until it is dismissed', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: { ...saved, durationMs: Infinity } });
    vi.advanceTimersByTime(oneYearMs);
    expect(toaster.getSnapshot().context.toast?.content).toBe('Saved');
    toaster.send({ type: 'dismiss' });
    expect(toaster.getSnapshot().value).toBe('hidden');
    expect(toaster.getSnapshot().context.toast).toBeNull();
  });

  it('closes a timed toast at once when it is dismissed', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: saved });
    vi.advanceTimersByTime(1000);
    toaster.send({ type: 'dismiss' });
    expect(toaster.getSnapshot().value).toBe('hidden');
    expect(toaster.getSnapshot().context.toast).toBeNull();
  });

  it('does not let the timer of a dismissed toast close the next one early', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: saved });
    vi.advanceTimersByTime(1000);
    toaster.send({ type: 'dismiss' });
    toaster.send({ type: 'show', toast: failed });
    vi.advanceTimersByTime(4999);
    expect(toaster.getSnapshot().context.toast?.content).toBe('Could not save');
  });

  it('stops the clock when a timed toast is replaced by one that stays until dismissed', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: saved });
    vi.advanceTimersByTime(4000);
    toaster.send({ type: 'show', toast: { ...failed, durationMs: Infinity } });
    vi.advanceTimersByTime(oneYearMs);
    expect(toaster.getSnapshot().context.toast?.content).toBe('Could not save');
  });

  it('starts the clock when a toast that stays is replaced by a timed one', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: { ...failed, durationMs: Infinity } });
    toaster.send({ type: 'show', toast: saved });
    vi.advanceTimersByTime(5000);
    expect(toaster.getSnapshot().context.toast).toBeNull();
  });

  it('gives every toast a new id, even after the last one closed', () => {
    const toaster = startToaster();
    toaster.send({ type: 'show', toast: saved });
    vi.advanceTimersByTime(5000);
    toaster.send({ type: 'show', toast: saved });
    expect(toaster.getSnapshot().context.toast?.id).toBe(2);
  });
});
