// A cue's timing line: `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt`, then its settings.
const TIMING = /^((?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3})[ \t]+-->[ \t]+((?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3})(?:[ \t].*)?$/;
// Markup a player never needs and a page must never run.
const ACTIVE_CONTENT = /<\s*\/?\s*(script|iframe|object|embed|style|svg|img|a)\b|javascript:|\bon[a-z]+\s*=/i;

const seconds = (time: string): number => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/**
 * True for a WebVTT file a player shows as written: UTF-8, the `WEBVTT` header, then blocks apart by blank lines,
 * each a cue (an optional identifier, a valid timing ending after it starts, its text) or a NOTE, STYLE or REGION
 * block; at least one cue, and no HTML able to run (a plain check: a cue's text is shown, never rendered as HTML).
 */
export function isWebVtt(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  if (text.includes('\0') || ACTIVE_CONTENT.test(text)) return false;
  const [header, ...blocks] = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!/^WEBVTT(?:$|[ \t\n])/.test(header)) return false;
  let cues = 0;
  for (const block of blocks.map((b) => b.trim()).filter(Boolean)) {
    const lines = block.split('\n');
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt < 0) {
      if (!/^(NOTE|STYLE|REGION)(?:$|[ \t\n])/.test(block)) return false;
      continue;
    }
    // The timing is the first line, or the second after an identifier.
    if (timingAt > 1) return false;
    const timing = TIMING.exec(lines[timingAt].trim());
    if (!timing || seconds(timing[2]) <= seconds(timing[1])) return false;
    cues += 1;
  }
  return cues > 0;
}
