import { act, render, screen } from '@testing-library/react';
import { UiProviders } from '../providers/UiProviders';
import { useToast, type ToastText } from './use-toast';

function Toaster({ kind, text }: { kind: 'success' | 'error' | 'info'; text: ToastText }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast[kind](text)}>
      toast
    </button>
  );
}

async function show(kind: 'success' | 'error' | 'info', text: ToastText): Promise<HTMLElement> {
  render(
    <UiProviders>
      <Toaster kind={kind} text={text} />
    </UiProviders>,
  );
  act(() => screen.getByRole('button', { name: 'toast' }).click());
  const title = typeof text === 'string' ? text : text.title;
  const notice = (await screen.findByText(title)).closest<HTMLElement>('.ant-notification-notice');
  if (!notice) throw new Error('no notification');
  return notice;
}

it('shows a title that brings its own sign (❌) without the error icon, so the cross is there once', async () => {
  const notice = await show('error', { title: '❌ Erreur', description: 'Impossible de se déconnecter' });
  expect(notice.querySelector('.ant-notification-notice-icon')).toBeNull();
  expect(notice.textContent?.match(/❌/g)).toHaveLength(1);
  expect(notice.getAttribute('role')).toBe('alert');
});

it('keeps the icon of its kind for a title without a sign of its own', async () => {
  const notice = await show('error', 'Impossible de valider le document');
  expect(notice.querySelector('.anticon-close-circle')).not.toBeNull();
});

it('leaves the top bar (64 px) uncovered: the toasts start below it', async () => {
  const notice = await show('success', '✅ Déconnexion');
  const list = notice.closest<HTMLElement>('.ant-notification');
  expect(list?.style.getPropertyValue('--notification-top')).toBe('80px');
});
