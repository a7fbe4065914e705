import { describe, expect, it } from 'vitest';
import { blockedShortcut, type KeyInput } from './blocked-shortcuts.ts';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key: k,
  control: false,
  alt: false,
  shift: false,
  meta: false,
  ...mods,
});
const ctrl = { control: true };
const ctrlShift = { control: true, shift: true };

describe('blockedShortcut (docs/architecture.md, Kiosk behaviour: no way out of the kiosk)', () => {
  it.each([
    ['Alt+F4', key('F4', { alt: true }), 'close'],
    ['Ctrl+W', key('w', ctrl), 'close'],
    ['Ctrl+Shift+W', key('W', ctrlShift), 'close'],
    ['Ctrl+F4', key('F4', ctrl), 'close'],
    ['Ctrl+Q', key('q', ctrl), 'quit'],
    ['Cmd+Q', key('q', { meta: true }), 'quit'],
    ['Ctrl+R', key('r', ctrl), 'reload'],
    ['Ctrl+Shift+R', key('R', ctrlShift), 'reload'],
    ['F5', key('F5'), 'reload'],
    ['Shift+F5', key('F5', { shift: true }), 'reload'],
    ['Ctrl+F5', key('F5', ctrl), 'reload'],
    ['Ctrl+Shift+I', key('I', ctrlShift), 'devtools'],
    ['Ctrl+Shift+J', key('J', ctrlShift), 'devtools'],
    ['Ctrl+Shift+C', key('C', ctrlShift), 'devtools'],
    ['Cmd+Alt+I', key('i', { meta: true, alt: true }), 'devtools'],
    ['F12', key('F12'), 'devtools'],
    ['Ctrl+=', key('=', ctrl), 'zoom'],
    ['Ctrl+Shift+= (Ctrl+plus)', key('+', ctrlShift), 'zoom'],
    ['Ctrl+-', key('-', ctrl), 'zoom'],
    ['Ctrl+0', key('0', ctrl), 'zoom'],
    ['Ctrl+numpad plus', key('+', { ...ctrl, code: 'NumpadAdd' }), 'zoom'],
    ['Ctrl+numpad minus', key('-', { ...ctrl, code: 'NumpadSubtract' }), 'zoom'],
    ['F11', key('F11'), 'fullscreen'],
    ['Ctrl+N', key('n', ctrl), 'new-window'],
    ['Ctrl+Shift+N', key('N', ctrlShift), 'new-window'],
    ['Ctrl+T', key('t', ctrl), 'new-window'],
    ['Ctrl+P', key('p', ctrl), 'print'],
    ['Alt+Left', key('ArrowLeft', { alt: true }), 'history'],
    ['the browser Back key', key('BrowserBack'), 'history'],
    ['Ctrl+R released', { ...key('r', ctrl), type: 'keyUp' }, 'reload'],
  ])('drops %s', (_name, input, purpose) => {
    expect(blockedShortcut(input)).toBe(purpose);
  });

  it.each([
    ['a letter', key('a')],
    ['a capital letter', key('A', { shift: true })],
    ['a digit', key('7')],
    ['minus in a phone field', key('-')],
    ['Backspace', key('Backspace')],
    ['Enter', key('Enter')],
    ['Escape (closes dialogs)', key('Escape')],
    ['Tab (keyboard access)', key('Tab')],
    ['Shift+Tab', key('Tab', { shift: true })],
    ['Ctrl+A', key('a', ctrl)],
    ['Ctrl+C', key('c', ctrl)],
    ['Ctrl+V', key('v', ctrl)],
    ['Ctrl+Z', key('z', ctrl)],
    ['plain F4', key('F4')],
    ['Arrow left', key('ArrowLeft')],
    ['a mouse wheel event', { ...key('r', ctrl), type: 'mouseWheel' }],
  ])('lets %s through', (_name, input) => {
    expect(blockedShortcut(input)).toBeNull();
  });
});
