import { queueTelemetry, redisCommand, startTracing, traceLogFields, withoutLiterals } from './tracing';

describe('withoutLiterals', () => {
  it("writes every string literal as '?', quotes doubled inside one included", () => {
    expect(withoutLiterals(`select "u0"."id" from "users" as "u0" where "u0"."email" = 'anna@example.ch' limit 1`)).toBe(
      `select "u0"."id" from "users" as "u0" where "u0"."email" = '?' limit 1`,
    );
    expect(withoutLiterals(`update "profiles" set "name" = 'O''Brien', "city" = 'Genève' where "id" = $1`)).toBe(`update "profiles" set "name" = '?', "city" = '?' where "id" = $1`);
  });
});

describe('redisCommand', () => {
  it("keeps a script's keys, not its arguments (a job's data)", () => {
    expect(redisCommand('evalsha', ['5ab4', 2, 'bull:auth:wait', 'bull:auth:meta', '{"email":"anna@example.ch"}'])).toBe('evalsha bull:auth:wait bull:auth:meta');
  });

  it("keeps another command's first argument (its key), not its values, nor a password", () => {
    expect(redisCommand('hset', ['bull:auth:meta', 'opts.maxLenEvents', '10000'])).toBe('hset bull:auth:meta');
    expect(redisCommand('auth', ['default', 's3cret'])).toBe('auth');
    expect(redisCommand('info', [])).toBe('info');
  });
});

describe('startTracing', () => {
  it('without an endpoint: off, nothing to give to BullMQ or the log lines', () => {
    expect(startTracing('capsuisse-test', {})).toBe(false);
    expect(queueTelemetry()).toBeUndefined();
    expect(traceLogFields()).toBeUndefined();
  });
});
