import { CONSENT_LINK_MESSAGES } from '@courtage/contracts/privacy/consent-link';
import { useEffect, useRef, useState } from 'react';
import { setApiUrl } from '../../lib/auth/api-url.ts';
import { apiResult } from '../../lib/gateway/api-result.ts';

type State = { kind: 'working' } | { kind: 'done'; withdrawn: number } | { kind: 'failed'; message: string };

/** The token of the emails' footer link: `/consentements#jeton=…` (a fragment: never sent to a server). */
function tokenOfLocation(): string | null {
  const match = /(?:^#|&)jeton=([A-Za-z0-9_.-]+)/.exec(window.location.hash);
  return match?.[1] ?? null;
}

/**
 * The page the footer link of every email opens: it withdraws at once the recall and marketing
 * consents of the address the link was signed for (one click), then says so in French. The
 * token is removed from the address bar once used.
 */
export default function ConsentWithdrawal({ apiUrl }: { apiUrl: string }) {
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setApiUrl(apiUrl);
    const token = tokenOfLocation();
    if (!token) {
      setState({ kind: 'failed', message: CONSENT_LINK_MESSAGES.missing });
      return;
    }
    void apiResult<{ withdrawn: number }>('/api/v1/privacy/consents/withdraw', {
      method: 'POST',
      json: { token },
    }).then((result) => {
      window.history.replaceState(null, '', window.location.pathname);
      if (result.ok) setState({ kind: 'done', withdrawn: result.body.withdrawn });
      else
        setState({
          kind: 'failed',
          message: result.status === 400 ? CONSENT_LINK_MESSAGES.invalid : result.message,
        });
    });
  }, [apiUrl]);

  if (state.kind === 'working') return <p role="status">{CONSENT_LINK_MESSAGES.withdrawing}</p>;
  if (state.kind === 'failed')
    return (
      <p className="notice" role="alert">
        {state.message}
      </p>
    );
  return (
    <div role="status" data-testid="consents-withdrawn">
      <p className="notice">
        {state.withdrawn > 0 ? CONSENT_LINK_MESSAGES.done : CONSENT_LINK_MESSAGES.nothing}
      </p>
      <p>{CONSENT_LINK_MESSAGES.contractNote}</p>
    </div>
  );
}
