import { act, render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { useToast } from '../toasts/use-toast';
import { UiProviders } from './UiProviders';

// antd names its CSS-variable class after a React id, which differs from one render to the next.
const html = (container: HTMLElement) => container.innerHTML.replace(/css-var-[^\s"]+/g, 'css-var');

function Toaster() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('✅ Connexion réussie', 'Bienvenue')}>
      toast
    </button>
  );
}

it("renders the same root as antd's App, without its message and modal hooks", () => {
  const page = <p>contenu</p>;
  const ours = render(<UiProviders>{page}</UiProviders>).container;
  const antds = render(
    <ConfigProvider>
      <App>{page}</App>
    </ConfigProvider>,
  ).container;
  expect(ours.querySelector('.ant-app')).not.toBeNull();
  expect(html(ours)).toBe(html(antds));
});

it('shows a toast as an antd notification', async () => {
  render(
    <UiProviders>
      <Toaster />
    </UiProviders>,
  );
  act(() => screen.getByRole('button', { name: 'toast' }).click());
  expect(await screen.findByText('✅ Connexion réussie')).toBeTruthy();
  expect(screen.getByText('Bienvenue').closest('.ant-notification-notice')).not.toBeNull();
});
