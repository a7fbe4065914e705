import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteServerBuild } from '../../api/build-id.ts';
import { pageExpiredAtom } from '../../state/page-expired.ts';
import { appStore } from '../../state/store.ts';
import { renderAt } from '../../test/render-at.tsx';
import { PageExpiredNotice } from './page-expired-notice.tsx';

const PAGE_BUILD = '0123456789abcdef';

function loadedFrom(build: string | null): void {
  document.head.querySelector('meta[name="build-id"]')?.remove();
  if (build === null) return;
  const meta = document.createElement('meta');
  meta.name = 'build-id';
  meta.content = build;
  document.head.append(meta);
}

describe('a page left open across a deployment (spec §8 "Page-expired notice asks for a refresh")', () => {
  afterEach(() => {
    loadedFrom(null);
    appStore.set(pageExpiredAtom, false);
  });

  it('stays quiet while the server serves the build the page came from', async () => {
    loadedFrom(PAGE_BUILD);
    await renderAt(<PageExpiredNotice />, { store: appStore });
    act(() => noteServerBuild(PAGE_BUILD));
    act(() => noteServerBuild(null));
    expect(screen.queryByText(/Portalning yangi versiyasi/)).toBeNull();
  });

  it('asks for a refresh once an answer names a newer build', async () => {
    loadedFrom(PAGE_BUILD);
    await renderAt(<PageExpiredNotice />, { store: appStore });
    act(() => noteServerBuild('fedcba9876543210'));
    expect(screen.getByText(/Portalning yangi versiyasi chiqdi/).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Sahifani yangilash' })).toBeDefined();
  });

  it('never in a kiosk, whose renderer the shell updates (no build id in its page)', async () => {
    loadedFrom(null);
    await renderAt(<PageExpiredNotice />, { store: appStore });
    act(() => noteServerBuild('fedcba9876543210'));
    expect(screen.queryByText(/Portalning yangi versiyasi/)).toBeNull();
  });
});
