/**
 * Browser tests use Debian's Chromium (a test tool's own browser download cannot work here), with
 * fonts for the scripts the offered languages are written in that Inter lacks: Chinese and Korean
 * (WenQuanYi Micro Hei) and Hindi (Lohit Devanagari), as a resident's phone or computer has its
 * own. The site ships none of them (docs/translating.md). Installs what is missing with apt-get when
 * we are root; otherwise says what to do.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A system font for each script, by the file its Debian package installs. */
const SCRIPT_FONTS = [
  { pkg: 'fonts-wqy-microhei', file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc' },
  { pkg: 'fonts-lohit-deva', file: '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf' },
];

export function ensureChromium(): boolean {
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...SCRIPT_FONTS.filter((font) => !existsSync(font.file)).map((font) => font.pkg),
  ];
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the browser tests: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    // Without the fonts the tests still run; text in those scripts shows as boxes in screenshots.
    return existsSync(CHROMIUM_PATH);
  }
  console.log(`Installing ${missing.join(', ')} for the browser tests...`);
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0;
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...missing]) && existsSync(CHROMIUM_PATH);
}
