import { DEMO_DECEASED, DEMO_LOGINS } from './demo-logins.ts';

/** The terminal width the banner keeps to. */
export const BANNER_COLUMNS = 100;
const INDENT = '    ';

/** `text` in lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The demo logins as a plain-text table for the terminal (serve and seed print it): one row per
 * person (role, face name, name, pin, passport), what they are for wrapped beneath, every line
 * within `BANNER_COLUMNS`.
 */
export function formatDemoLogins(): string {
  const rows = [
    ['role', 'face', 'full name', 'pin', 'passport'],
    ...DEMO_LOGINS.map((login) => [login.role, login.key, login.fullName, login.pin, `${login.passportSeries} ${login.passportNumber}`]),
  ];
  const widths = rows[0]!.map((_cell, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column] ?? 0) : cell)).join('  ');
  const lines = [line(rows[0]!)];
  DEMO_LOGINS.forEach((login, index) => {
    lines.push(line(rows[index + 1]!), ...wrap(login.purpose, BANNER_COLUMNS - INDENT.length).map((part) => INDENT + part));
  });
  const deceased = `Recorded deceased (not a login): ${DEMO_DECEASED.fullName}, pin ${DEMO_DECEASED.pin}, died ${DEMO_DECEASED.deathDate}.`;
  return [...lines, '', ...wrap(deceased, BANNER_COLUMNS)].join('\n');
}

/**
 * How to sign in by hand (README, Demo logins): the face check wants the face of the person's
 * registry photo, live and lit by the screen's colours, so the browser's camera is the test
 * camera drawing that face (scripts/demo-camera.ts). Within `BANNER_COLUMNS`.
 */
export function formatSignInHelp(url: string): string {
  return [
    'To sign in: pin and passport above, then the live face check, which must see the face of the',
    "person's registry photo. Your own face is nobody's: in a desktop session, open a Chromium whose",
    "camera shows theirs (the 'face' column) and sign in there:",
    `${INDENT}npm run demo:camera -- aziz ${url}`,
    'Then the form asks the phone for SMS, prefilled with the registry number: press "Davom etish".',
    "A new number takes the code of its SMS: the gateway's stand-in keeps it in the sms_outbox table.",
  ].join('\n');
}
