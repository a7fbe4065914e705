import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { useReadAloud } from '../../ui/use-read-aloud.ts';
import { ROUTE_TITLES } from '../route-titles.ts';
import { findRoute } from '../routing-rules.ts';
import { KIOSK_SCREEN_INSTRUCTIONS } from './kiosk-screen-instructions.ts';

const TITLES: Readonly<Record<string, MessageDescriptor>> = ROUTE_TITLES;

/** The words read aloud on the kiosk screen shown: its title, then its instructions. */
export function useKioskScreenText(): string {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return '';
  const title = TITLES[route.titleId];
  const instruction = KIOSK_SCREEN_INSTRUCTIONS[route.path];
  return [title, instruction]
    .filter((descriptor): descriptor is MessageDescriptor => descriptor !== undefined)
    .map((descriptor) => i18n._(descriptor))
    .join('. ');
}

/** Reads each kiosk screen as it opens, while read-aloud is on. */
export function KioskScreenSpeech() {
  useReadAloud(useKioskScreenText());
  return null;
}
