import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWsUrl, setApiUrl, setWsUrl } from './auth/api-url.ts';
import { getPublicWsUrl, getPublicWsUrlForPolicy } from './server-env.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('PUBLIC_WS_URL, the live socket of the back-office', () => {
  it('defaults to /ws on the gateway of PUBLIC_API_URL, ws: or wss: like its http: or https:', () => {
    vi.stubEnv('PUBLIC_WS_URL', '');
    vi.stubEnv('PUBLIC_API_URL', '');
    expect(getPublicWsUrl()).toBe('ws://localhost:3000/ws');
    vi.stubEnv('PUBLIC_API_URL', 'https://api.example.fr/');
    expect(getPublicWsUrl()).toBe('wss://api.example.fr/ws');
  });

  it('takes the address it is given, whatever PUBLIC_API_URL says', () => {
    vi.stubEnv('PUBLIC_API_URL', 'https://api.example.fr');
    vi.stubEnv('PUBLIC_WS_URL', ' wss://temps-reel.example.fr/socket ');
    expect(getPublicWsUrl()).toBe('wss://temps-reel.example.fr/socket');
  });

  it('refuses an address a browser could not open a socket to, naming the variable', () => {
    for (const wrong of ['https://api.example.fr/ws', 'api.example.fr/ws', 'ws://', 'wss://exa mple.fr']) {
      vi.stubEnv('PUBLIC_WS_URL', wrong);
      expect(() => getPublicWsUrl(), wrong).toThrow(/PUBLIC_WS_URL must be a ws:\/\/ or wss:\/\/ URL/);
    }
  });

  it('leaves the public pages up when it is wrong: their security headers use the derived address', () => {
    vi.stubEnv('PUBLIC_API_URL', 'https://api.example.fr');
    vi.stubEnv('PUBLIC_WS_URL', 'https://api.example.fr/ws');
    expect(getPublicWsUrlForPolicy()).toBe('wss://api.example.fr/ws');
    vi.stubEnv('PUBLIC_WS_URL', 'wss://temps-reel.example.fr/socket');
    expect(getPublicWsUrlForPolicy()).toBe('wss://temps-reel.example.fr/socket');
  });

  it('reaches the browser as the page gave it; a page that gave none derives it from the API', () => {
    setApiUrl('https://api.example.fr/');
    expect(getWsUrl()).toBe('wss://api.example.fr/ws');
    setWsUrl('wss://temps-reel.example.fr/socket');
    expect(getWsUrl()).toBe('wss://temps-reel.example.fr/socket');
  });
});
