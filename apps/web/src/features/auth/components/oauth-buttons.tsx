import { useState } from 'react';
import type { OAuthStartPage } from '@app/shared/auth-messages';
import { Button } from '@/components/ui/button';
import { signInWithProvider } from '../api/sign-in-with-provider';
import type { OAuthProvider } from '../utils/oauth-options';

interface OAuthButtonsProps {
  returnTo: string | null;
  /** The page the buttons are on: an error on the way back returns there. */
  startedOn: OAuthStartPage;
  /** The page's text for a failed start, e.g. 'Sign in failed. Please try again.' */
  failureText: string;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

const PROVIDERS: { id: OAuthProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
];

function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  if (provider === 'google') {
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 1a11 11 0 0 0-3.5 21.4c.6.1.8-.2.8-.5v-2c-3.1.7-3.7-1.3-3.7-1.3-.5-1.3-1.2-1.6-1.2-1.6-1-.7.1-.7.1-.7 1.1.1 1.7 1.1 1.7 1.1 1 1.7 2.6 1.2 3.2.9.1-.7.4-1.2.7-1.5-2.5-.3-5.1-1.2-5.1-5.4 0-1.2.4-2.2 1.1-3-.1-.3-.5-1.4.1-2.9 0 0 .9-.3 3 1.1a10.4 10.4 0 0 1 5.5 0c2.1-1.4 3-1.1 3-1.1.6 1.5.2 2.6.1 2.9.7.8 1.1 1.8 1.1 3 0 4.2-2.6 5.1-5.1 5.4.4.3.8 1 .8 2v3c0 .3.2.6.8.5A11 11 0 0 0 12 1z"
      />
    </svg>
  );
}

/**
 * Google and GitHub sign-in. Each button has its own loading flag,
 * and either one loading disables the other.
 */
export function OAuthButtons({
  returnTo,
  startedOn,
  failureText,
  onError,
  disabled,
}: OAuthButtonsProps) {
  const [loading, setLoading] = useState<Record<OAuthProvider, boolean>>({
    google: false,
    github: false,
  });

  const start = async (provider: OAuthProvider) => {
    onError(null);
    setLoading((current) => ({ ...current, [provider]: true }));
    try {
      const { error } = await signInWithProvider(provider, returnTo, startedOn);
      if (error) {
        console.warn(`${provider} sign-in failed:`, error);
        onError(failureText);
        setLoading((current) => ({ ...current, [provider]: false }));
      }
      // On success the browser is leaving for the provider; the button stays busy.
    } catch (error) {
      console.warn(`${provider} sign-in failed:`, error);
      onError(failureText);
      setLoading((current) => ({ ...current, [provider]: false }));
    }
  };

  return (
    <div className="oauth-buttons">
      {PROVIDERS.map(({ id, label }) => {
        const otherLoading = PROVIDERS.some((other) => other.id !== id && loading[other.id]);
        return (
          <Button
            key={id}
            variant="secondary"
            block
            loading={loading[id]}
            loadingText={`Connecting to ${label}...`}
            disabled={disabled || otherLoading}
            onClick={() => void start(id)}
          >
            <ProviderIcon provider={id} />
            Continue with {label}
          </Button>
        );
      })}
    </div>
  );
}
