import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isWebVtt } from './webvtt';

const vtt = (text: string) => isWebVtt(Buffer.from(text));

describe('isWebVtt', () => {
  it('takes the demo subtitles and cues with identifiers, hours, settings, notes and CRLF lines', () => {
    expect(isWebVtt(readFileSync(join(__dirname, '../../../../../../../apps/api/demo/training/demo.fr.vtt')))).toBe(true);
    expect(vtt('\uFEFFWEBVTT - Jour 1\r\n\r\nNOTE relu\r\n\r\nintro\r\n01:00:00.000 --> 01:00:02.500 line:0 align:start\r\n<i>Bonjour</i>\r\n')).toBe(true);
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\nSalut\n\n00:02.000 --> 00:03.000\nÀ bientôt')).toBe(true);
  });

  it('refuses another format, a bad timing, a cue ending before it starts, HTML that runs, and text not in UTF-8', () => {
    expect(vtt('1\n00:00:01,000 --> 00:00:02,000\nSRT\n')).toBe(false);
    expect(vtt('WEBVTTX\n\n00:00.000 --> 00:01.000\nx')).toBe(false);
    expect(vtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nvirgule')).toBe(false);
    expect(vtt('WEBVTT\n\n00:00:61.000 --> 00:01:02.000\nsoixante et une')).toBe(false);
    expect(vtt('WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nà rebours')).toBe(false);
    expect(vtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<script>alert(1)</script>')).toBe(false);
    expect(vtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<img src=x onerror=alert(1)>')).toBe(false);
    expect(vtt('WEBVTT\n\njuste du texte')).toBe(false);
    expect(vtt('WEBVTT\n')).toBe(false);
    expect(isWebVtt(Buffer.concat([Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n'), Buffer.from([0xe9, 0x74, 0xe9])]))).toBe(false);
  });
});
