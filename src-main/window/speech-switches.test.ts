import { describe, expect, it } from 'vitest';
import { speechSwitches } from './speech-switches.ts';

describe('read-aloud voices of the operating system (docs/kiosk-voices.md)', () => {
  it.each<[NodeJS.Platform, string[]]>([
    ['linux', ['enable-speech-dispatcher']],
    ['win32', []],
    ['darwin', []],
  ])('%s: %j', (platform, switches) => {
    expect(speechSwitches(platform)).toEqual(switches);
  });
});
