import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';

export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

/** What the client needs of a socket (the browser's WebSocket has it). */
export type SocketLike = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
};

export type LiveSocketOptions = {
  url: () => string;
  /** A valid access token (renewed if needed), or undefined when the session is gone. */
  token: () => Promise<string | undefined>;
  /** Connected and authenticated (first time or again): fetch what was missed. */
  onReady: () => void;
  onNotification: (notification: StaffNotification) => void;
  onStatus?: (status: LiveStatus) => void;
  createSocket?: (url: string) => SocketLike;
  /** Milliseconds before reconnection attempt `attempt` (0, 1, ...). */
  backoffMs?: (attempt: number) => number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
};

/** 0.5 s doubled per failed attempt up to 15 s, with jitter so that tabs do not reconnect in step. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(15_000, 500 * 2 ** attempt);
  return Math.round(base * (0.5 + Math.random() * 0.5));
}

/** Closed by the server because this account may not listen (a customer token): no retry. */
const FORBIDDEN = 4403;

/**
 * The back-office's live socket: sends the access token as its first message, then hands
 * each pushed notification over. Whatever closes it (gateway restarted, network gone, token
 * expired: 4401), it reconnects by itself with backoff, fetching a fresh token each time,
 * and calls onReady again so that the screen fetches what it missed. `stop()` ends it.
 */
export function startLiveSocket(options: LiveSocketOptions): { stop(): void } {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const backoff = options.backoffMs ?? defaultBackoffMs;
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let attempt = 0;
  let stopped = false;
  let socket: SocketLike | null = null;
  let timer: unknown = null;

  const status = (value: LiveStatus) => options.onStatus?.(value);

  function retry(): void {
    if (stopped) return;
    status('reconnecting');
    timer = schedule(() => {
      timer = null;
      void connect();
    }, backoff(attempt));
    attempt += 1;
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    status(attempt === 0 ? 'connecting' : 'reconnecting');
    let token: string | undefined;
    try {
      token = await options.token();
    } catch {
      retry(); // the gateway is unreachable: try again later
      return;
    }
    if (stopped) return;
    if (!token) {
      stopped = true; // signed out: the app leaves the back-office
      status('stopped');
      return;
    }
    const current = createSocket(options.url());
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (event) => {
      let message: { type?: string; notification?: StaffNotification };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === 'ready') {
        attempt = 0;
        status('connected');
        options.onReady();
      } else if (message.type === 'notification' && message.notification) {
        options.onNotification(message.notification);
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (event.code === FORBIDDEN) {
        stopped = true;
        status('stopped');
        return;
      }
      retry();
    };
  }

  void connect();
  return {
    stop() {
      stopped = true;
      if (timer !== null) cancel(timer);
      const current = socket;
      socket = null;
      current?.close(1000, 'fin');
      status('stopped');
    },
  };
}
