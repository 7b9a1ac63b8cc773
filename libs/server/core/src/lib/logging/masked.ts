// A driver error's message holds its SQL, values inlined, and any path can be typed: an e-mail address there is masked
// (log lines and trace spans alike; no import here, as the tracing loads it before anything else).
const EMAIL = /[\w.%+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/gi;

export const masked = (text: string): string => text.replace(EMAIL, '[e-mail]');
