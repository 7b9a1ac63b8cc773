import type { ReactNode } from 'react';
import type { PageDef } from '@capsuisse/contracts';
import { PaymentGate } from './PaymentGate';
import { RequireRole } from './RequireRole';

/**
 * The guards of a signed-in registry page, in order: the role, then the payment gate. It sits under
 * RequireAuth, in the shell (around the top bar) and in a remote served alone, so both apply the same.
 */
export function PageGuard({ page, children }: { page: PageDef; children: ReactNode }) {
  return (
    <RequireRole page={page}>
      <PaymentGate page={page}>{children}</PaymentGate>
    </RequireRole>
  );
}
