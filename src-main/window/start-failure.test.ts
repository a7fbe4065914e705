import { describe, expect, it } from 'vitest';
import { resourcesDir, showOutOfServiceAfterFailedLoad } from './start-failure.ts';

describe('out-of-service page when the app cannot load', () => {
  it.each([
    ['the app page failed to load', { errorCode: -6, isMainFrame: true, url: 'app://enotary/', appOrigin: 'app://enotary' }, true],
    ['a navigation aborted by another', { errorCode: -3, isMainFrame: true, url: 'app://enotary/', appOrigin: 'app://enotary' }, false],
    ['a sub-frame failed', { errorCode: -6, isMainFrame: false, url: 'app://enotary/x', appOrigin: 'app://enotary' }, false],
    ['a foreign page failed (already refused)', { errorCode: -105, isMainFrame: true, url: 'https://evil.example/', appOrigin: 'app://enotary' }, false],
    [
      'the out-of-service page itself',
      { errorCode: -6, isMainFrame: true, url: 'file:///opt/app/resources/out-of-service.html', appOrigin: 'app://enotary' },
      false,
    ],
  ])('%s', (_name, input, show) => {
    expect(showOutOfServiceAfterFailedLoad(input)).toBe(show);
  });

  it('finds resources next to app.asar when packaged and in the repository otherwise', () => {
    expect(resourcesDir({ isPackaged: true, resourcesPath: '/opt/e-Notary Kiosk/resources', appPath: '/x' })).toBe('/opt/e-Notary Kiosk/resources/resources');
    expect(resourcesDir({ isPackaged: false, resourcesPath: '/usr/lib/electron/resources', appPath: '/opt/enotary' })).toBe('/opt/enotary/resources');
  });
});
