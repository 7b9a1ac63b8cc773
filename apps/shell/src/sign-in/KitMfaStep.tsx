import type { MfaChallenge } from '@capsuisse/contracts';
import { UiProviders } from '@capsuisse/web-ui';
import { AuthLayout } from '../auth/components/AuthLayout';
import { MfaCodeStep } from '../auth/components/MfaCodeStep';

/** The code step of an account with a second factor: antd's, loaded only by the accounts that reach it. */
export default function KitMfaStep({ challenge, onCancel }: { challenge: MfaChallenge; onCancel: () => void }) {
  return (
    <UiProviders>
      <AuthLayout>
        <MfaCodeStep challenge={challenge} onCancel={onCancel} />
      </AuthLayout>
    </UiProviders>
  );
}
