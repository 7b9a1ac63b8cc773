import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link } from '@capsuisse/web-router';
import { isMfaChallenge, type MfaChallenge, PAGES, PRODUCT_NAME, TOASTS } from '@capsuisse/contracts';
import { ApiError, sessionStore } from '@capsuisse/web-api-client';
import { errorMessage } from '../auth/hooks/error-message';
import { ThemedLogo } from '../landing/ThemedLogo';
import { useKitToasts } from './use-kit-toasts';
import { takeWelcome, welcomeNext } from './welcome';
import './sign-in.css';

// Only accounts with a second factor reach it: the others download neither it nor antd (nor zod).
const KitMfaStep = lazy(() => import('./KitMfaStep'));

/**
 * /login, drawn without antd as the landing is: most visits begin here, and antd's styles took most of its
 * first second (docs/performance.md). The session, once made, hands the page over to the platform, which
 * sends the user to their role home and welcomes them. An account with a second factor gets no session for
 * the password alone: the code step (antd's) comes next. The API checks the fields (a French 400).
 */
export function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [loading, setLoading] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const toasts = useKitToasts();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    welcomeNext();
    try {
      const result = await sessionStore.signIn({ email, password });
      if (isMfaChallenge(result)) {
        takeWelcome();
        setChallenge(result);
        setLoading(false);
      }
    } catch (error) {
      takeWelcome();
      const invalid = error instanceof ApiError && error.status === 400;
      toasts.error(invalid ? TOASTS.validationError : TOASTS.loginError, errorMessage(error));
      setLoading(false);
    }
  };

  if (challenge) {
    return (
      <Suspense fallback={<div className="cs-boot" aria-busy="true" />}>
        <KitMfaStep challenge={challenge} onCancel={() => setChallenge(null)} />
      </Suspense>
    );
  }

  return (
    <main className="sign-in">
      <Link to="/" className="sign-in__brand" aria-label={`${PRODUCT_NAME}, accueil`}>
        <ThemedLogo />
      </Link>
      <section className="sign-in__card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Bienvenue sur {PRODUCT_NAME}</h1>
        <p className="sign-in__lead">Connectez-vous à votre espace</p>
        <form onSubmit={submit} className="sign-in__form">
          <label htmlFor="sign-in-email">Email</label>
          <input
            id="sign-in-email"
            type="email"
            required
            autoComplete="email"
            placeholder="vous@exemple.ch"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={loading}
          />
          <label htmlFor="sign-in-password">Mot de passe</label>
          <div className="sign-in__secret">
            <input
              id="sign-in-password"
              type={visible ? 'text' : 'password'}
              required
              autoComplete="current-password"
              placeholder="••••••••"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={loading}
            />
            <button type="button" className="sign-in__reveal" aria-controls="sign-in-password" aria-pressed={visible} onClick={() => setVisible(!visible)} disabled={loading}>
              {visible ? 'Masquer' : 'Afficher'}
            </button>
          </div>
          <button type="submit" className="sign-in__submit" disabled={loading} aria-busy={loading}>
            {loading ? 'Connexion... ⏳' : 'Se connecter ✨'}
          </button>
        </form>
        <nav className="sign-in__links" aria-label="Compte">
          <Link to={PAGES.signup.path}>Première connexion ? Créer un compte →</Link>
          <Link to={PAGES.forgotPassword.path}>
            Mot de passe oublié ?{' '}
            <span role="img" aria-label="clé">
              🔑
            </span>
          </Link>
        </nav>
      </section>
      {toasts.host}
    </main>
  );
}
