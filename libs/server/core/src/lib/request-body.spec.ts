import { nestsDeeperThan } from './request-body';

const deep = (depth: number) => '{"a":['.repeat(depth / 2) + ']}'.repeat(depth / 2);
const over = (text: string, max = 4) => nestsDeeperThan(Buffer.from(text), max);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not side by side', () => {
    expect(over(deep(4))).toBe(false);
    expect(over(deep(6))).toBe(true);
    expect(over('[[1],[2],{"a":{}},[[3]]]'.repeat(10))).toBe(false);
    expect(over('[[[[[1]]]]]')).toBe(true);
  });

  it('leaves brackets within strings aside, escaped quotes included', () => {
    expect(over(JSON.stringify({ a: '[[[[[[{{{{{', b: ['"[[[[[[', 'é[[[[[[\\'], c: '\\"{{{{{{' }))).toBe(false);
    expect(over(`["\\\\",[[[[1]]]]]`)).toBe(true);
  });

  it('stops at the first level too many, whatever follows', () => {
    expect(over(`${'['.repeat(1_000_000)}`, 32)).toBe(true);
  });
});
