import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

export interface Country {
  name: string;
  code: string;
  dialCode: string;
  flag: string;
}

const frenchNames = new Intl.DisplayNames(['fr'], { type: 'region' });

/** Countries with their dial codes for the phone selector, in French alphabetical order. */
export const COUNTRIES: readonly Country[] = (Object.keys(countries) as TCountryCode[])
  .filter((code) => countries[code].phone.length > 0)
  .map((code) => ({
    name: frenchNames.of(code) ?? countries[code].name,
    code,
    dialCode: `+${countries[code].phone[0]}`,
    flag: getEmojiFlag(code),
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'fr'));

export const DIAL_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.dialCode));
