/**
 * A sign-in on its way on /login. The page is plain (no antd) and gives way to the platform as soon as the
 * session exists: the platform, whose toasts are antd's, says the welcome (spec §8) when it sees the session.
 * Set before the call (the session arrives, and the platform looks, before the call returns), taken back when
 * the call makes no session.
 */
let waiting = false;

export function welcomeNext(): void {
  waiting = true;
}

/** True once after a sign-in: the caller shows the welcome. */
export function takeWelcome(): boolean {
  const was = waiting;
  waiting = false;
  return was;
}
