import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

interface State {
  failed: boolean;
}

/** A remote that cannot be loaded (or crashes) shows a French message; the shell around it keeps working. */
export class RemoteBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('Remote failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="warning"
        title="Cet espace est momentanément indisponible…"
        subTitle="Réessayez dans quelques instants. Le reste de la plateforme reste accessible."
        extra={[
          <Button key="retry" type="primary" onClick={() => window.location.reload()}>
            Réessayer
          </Button>,
          <Link key="home" to="/">
            <Button>Retour à l'accueil</Button>
          </Link>,
        ]}
      />
    );
  }
}
