import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './after-login-target.ts';

const accepted = { termsofuse: 1 };
const pending = { termsofuse: 0 };

describe('after the success dialog closes (spec §4 Login flow 5)', () => {
  it('kiosk goes to kiosk.main and the offer opens when termsofuse is not 1', () => {
    expect(afterLoginTarget({ mode: 'kiosk', user: pending, query: '', redirectUrl: '/kiosk/equeue' })).toEqual({
      navigateTo: '/kiosk/main',
      showTerms: true,
      showNotifications: true,
      clearRedirect: false,
    });
  });

  it('browser opens the offer over the current page when termsofuse is not 1', () => {
    expect(afterLoginTarget({ mode: 'browser', user: pending, query: '?pin=1&passserial=AA&passnum=1', redirectUrl: '/notary' })).toEqual({
      navigateTo: undefined,
      showTerms: true,
      showNotifications: false,
      clearRedirect: false,
    });
  });

  it('treats a missing termsofuse as not accepted', () => {
    expect(afterLoginTarget({ mode: 'browser', user: {}, query: '', redirectUrl: null }).showTerms).toBe(true);
  });

  it('browser with pin, passserial and passnum in the query goes to /enotarial_act/-1', () => {
    const target = afterLoginTarget({ mode: 'browser', user: accepted, query: '?pin=12345678901234&passserial=AA&passnum=1234567', redirectUrl: '/notary' });
    expect(target).toEqual({ navigateTo: '/enotarial_act/-1', showTerms: false, showNotifications: false, clearRedirect: false });
  });

  it('needs all three query parameters for the new act', () => {
    const target = afterLoginTarget({ mode: 'browser', user: accepted, query: new URLSearchParams('passserial=AA&passnum=1234567'), redirectUrl: null });
    expect(target.navigateTo).toBe('/my_notarial_act');
  });

  it('browser goes to the saved redirect, which is then cleared', () => {
    expect(afterLoginTarget({ mode: 'browser', user: accepted, query: '', redirectUrl: '/search_ban?x=1' })).toEqual({
      navigateTo: '/search_ban?x=1',
      showTerms: false,
      showNotifications: false,
      clearRedirect: true,
    });
  });

  it('browser without a saved redirect goes to /my_notarial_act', () => {
    expect(afterLoginTarget({ mode: 'browser', user: accepted, query: '', redirectUrl: null })).toEqual({
      navigateTo: '/my_notarial_act',
      showTerms: false,
      showNotifications: false,
      clearRedirect: false,
    });
  });

  it('kiosk goes to the saved redirect, then the notification list shows', () => {
    expect(afterLoginTarget({ mode: 'kiosk', user: accepted, query: '', redirectUrl: '/kiosk/equeue' })).toEqual({
      navigateTo: '/kiosk/equeue',
      showTerms: false,
      showNotifications: true,
      clearRedirect: true,
    });
  });

  it('kiosk without a saved redirect goes to kiosk.main and shows the notification list', () => {
    expect(afterLoginTarget({ mode: 'kiosk', user: accepted, query: '', redirectUrl: null })).toEqual({
      navigateTo: '/kiosk/main',
      showTerms: false,
      showNotifications: true,
      clearRedirect: false,
    });
  });

  it('ignores a redirect saved in the other mode or back to the kiosk login', () => {
    expect(afterLoginTarget({ mode: 'kiosk', user: accepted, query: '', redirectUrl: '/my_notarial_act' }).navigateTo).toBe('/kiosk/main');
    expect(afterLoginTarget({ mode: 'kiosk', user: accepted, query: '', redirectUrl: '/kiosk/auth' }).navigateTo).toBe('/kiosk/main');
    expect(afterLoginTarget({ mode: 'browser', user: accepted, query: '', redirectUrl: '/kiosk/equeue' }).navigateTo).toBe('/my_notarial_act');
  });
});
