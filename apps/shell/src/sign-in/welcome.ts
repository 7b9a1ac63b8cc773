/**
 * A sign-in just made on /login. The page is plain (no antd) and gives way to the platform as soon as the
 * session exists: the platform, whose toasts are antd's, says the welcome (spec §8) once it takes over.
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
