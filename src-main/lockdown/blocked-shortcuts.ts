/**
 * Keyboard shortcuts a citizen could use to leave or alter the kiosk (docs/architecture.md, Kiosk
 * behaviour), dropped in `before-input-event` before Chromium acts on them. What only the
 * operating system sees (Ctrl+Alt+Del, Alt+Tab, the Windows key) is locked by the OS:
 * docs/kiosk-os-lockdown.md.
 */

/** The fields of Electron's `Input` this filter reads. */
export type KeyInput = {
  type: string;
  key: string;
  code?: string;
  control: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
};

export type ShortcutPurpose = 'close' | 'quit' | 'reload' | 'devtools' | 'zoom' | 'fullscreen' | 'new-window' | 'print' | 'history';

/**
 * `mod`: Ctrl, or Cmd on macOS (Electron reports it as `meta`). `shift` undefined means
 * "with or without Shift" (Ctrl+R and Ctrl+Shift+R both reload).
 */
type Rule = { purpose: ShortcutPurpose; keys: readonly string[]; mod?: boolean; alt?: boolean; shift?: boolean };

export const BLOCKED_SHORTCUTS: readonly Rule[] = [
  { purpose: 'close', keys: ['F4'], alt: true },
  { purpose: 'close', keys: ['w', 'F4'], mod: true },
  { purpose: 'quit', keys: ['q'], mod: true },
  { purpose: 'reload', keys: ['r'], mod: true },
  { purpose: 'reload', keys: ['F5'] },
  { purpose: 'reload', keys: ['F5'], mod: true },
  { purpose: 'devtools', keys: ['i', 'j', 'c'], mod: true, shift: true },
  { purpose: 'devtools', keys: ['i', 'j', 'c'], mod: true, alt: true },
  { purpose: 'devtools', keys: ['F12'] },
  { purpose: 'zoom', keys: ['=', '+', '-', '_', '0'], mod: true },
  { purpose: 'fullscreen', keys: ['F11'] },
  { purpose: 'new-window', keys: ['n', 't'], mod: true },
  { purpose: 'print', keys: ['p'], mod: true },
  { purpose: 'history', keys: ['ArrowLeft', 'ArrowRight', 'Home'], alt: true },
  { purpose: 'history', keys: ['BrowserBack', 'BrowserForward', 'BrowserRefresh', 'BrowserHome'] },
];

/** Numpad keys report their character in `key`; the zoom rule matches them through `code`. */
const NUMPAD_ZOOM_CODES: ReadonlySet<string> = new Set(['NumpadAdd', 'NumpadSubtract', 'Numpad0']);

function matches(rule: Rule, input: KeyInput): boolean {
  const mod = input.control || input.meta;
  if (Boolean(rule.mod) !== mod || Boolean(rule.alt) !== input.alt) return false;
  if (rule.shift !== undefined && rule.shift !== input.shift) return false;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (rule.keys.includes(key)) return true;
  return rule.purpose === 'zoom' && input.code !== undefined && NUMPAD_ZOOM_CODES.has(input.code);
}

/**
 * The purpose of the shortcut `input` would trigger, or null when it is ordinary typing.
 * Both key-down and key-up are matched, so Chromium never sees half a shortcut.
 */
export function blockedShortcut(input: KeyInput): ShortcutPurpose | null {
  if (input.type !== 'keyDown' && input.type !== 'keyUp' && input.type !== 'rawKeyDown') return null;
  return BLOCKED_SHORTCUTS.find((rule) => matches(rule, input))?.purpose ?? null;
}
