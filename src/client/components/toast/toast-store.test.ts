import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_REQUIRED } from '../../../shared/constants';
import { currentToast, dismissToast, holdToast, toast } from './toast-store';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('toast', () => {
  it('gives "Please sign in to continue." a Sign in button that comes back to this page', () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/certificates', search: '?track=basics', assign } });
    toast({ title: 'Could not issue the certificate', description: SIGN_IN_REQUIRED, variant: 'destructive' });
    const action = currentToast()?.action;
    expect(action?.label).toBe('Sign in');
    action?.onClick();
    expect(assign).toHaveBeenCalledWith('/auth?redirect=%2Fcertificates%3Ftrack%3Dbasics');
  });

  it('leaves other toasts, and a toast with its own button, as they were', () => {
    vi.stubGlobal('window', { location: { pathname: '/', search: '', assign: vi.fn() } });
    toast({ title: 'Saved', description: 'Your changes were saved.' });
    expect(currentToast()?.action).toBeUndefined();
    const undo = { label: 'Undo', onClick: vi.fn() };
    toast({ title: 'Refused', description: SIGN_IN_REQUIRED, action: undo });
    expect(currentToast()?.action).toBe(undo);
  });

  it('stays while focus is in the toaster, then gets its full time again (probe 65, F5)', () => {
    vi.useFakeTimers();
    try {
      toast({ title: 'Saved', durationMs: 5_000 });
      vi.advanceTimersByTime(4_000);
      holdToast(true);
      vi.advanceTimersByTime(60_000);
      expect(currentToast()?.title).toBe('Saved');
      holdToast(false);
      vi.advanceTimersByTime(4_900);
      expect(currentToast()?.title).toBe('Saved');
      vi.advanceTimersByTime(200);
      expect(currentToast()).toBeNull();
    } finally {
      holdToast(false);
      vi.useRealTimers();
    }
  });

  it('a toast closed from its own button (removed with focus, no blur) leaves the next one its usual time', () => {
    vi.useFakeTimers();
    try {
      const id = toast({ title: 'Saved', durationMs: 5_000 });
      holdToast(true); // the click on × or Undo focused it
      dismissToast(id);
      toast({ title: 'Next', durationMs: 5_000 });
      vi.advanceTimersByTime(5_100);
      expect(currentToast()).toBeNull();
    } finally {
      holdToast(false);
      vi.useRealTimers();
    }
  });
});
