// The portals' live connection (GET /v1/ws): one socket per tab, opened while a portal is on screen,
// re-opened with backoff when it drops. Each time it is (re)connected listeners get a 'resync'
// event: what was sent before or while the socket was down is fetched from the API, so nothing is lost.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEvent } from '@triptender/contract/conversations';
import { WS_CLOSE } from '@triptender/contract/conversations';
import { api } from './api-client.ts';
import { getAuth } from './auth-store.ts';

type Listener = (event: RealtimeEvent) => void;

/**
 * Where the live connection stands: 'idle' (nobody needs it, or the session ended), 'connecting'
 * (the first attempt), 'live' (authenticated), 'down' (lost or refused, and trying again): screens
 * show "Reconnecting…" while it is down, so live updates never stop silently.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'live' | 'down';

const PING_MS = 25_000;
// no frame at all for this long (pongs included) means the connection is dead without knowing it
const SILENCE_MS = 60_000;
const MAX_RETRY_MS = 10_000;

class RealtimeConnection {
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private users = 0;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastFrameAt = 0;
  private state: RealtimeStatus = 'idle';
  private readonly watchers = new Set<() => void>();

  get status(): RealtimeStatus {
    return this.state;
  }

  /** Calls `watcher` whenever the status changes (for useSyncExternalStore). */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  private setStatus(next: RealtimeStatus) {
    if (next === this.state) return;
    this.state = next;
    for (const w of [...this.watchers]) w();
  }

  /** Keeps the connection open while at least one caller holds it. */
  hold(): () => void {
    if (this.users++ === 0) this.open();
    return () => {
      if (--this.users === 0) this.shut();
    };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: RealtimeEvent) {
    for (const l of [...this.listeners]) l(event);
  }

  private open() {
    const token = getAuth().token;
    if (!token || this.socket) return;
    if (!navigator.onLine) {
      // no attempt can succeed: the 'online' event opens it (reconnectNow)
      this.setStatus('down');
      return;
    }
    if (this.state === 'idle') this.setStatus('connecting');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/v1/ws`;
    const socket = new WebSocket(url);
    this.socket = socket;
    this.lastFrameAt = Date.now();
    // a browser cannot send an Authorization header on a WebSocket: the token is the first frame
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (e: MessageEvent<string>) => {
      this.lastFrameAt = Date.now();
      let event: RealtimeEvent;
      try {
        event = JSON.parse(e.data) as RealtimeEvent;
      } catch {
        return;
      }
      this.emit(event);
      if (event.type === 'ready') {
        this.retries = 0;
        this.setStatus('live');
        // what a screen loaded before the socket was ready (or while it was down) may already be
        // behind: listeners fetch what is new
        this.emit({ type: 'resync' });
      }
    };
    socket.onclose = (e) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      if (e.code === WS_CLOSE.unauthenticated) {
        // the session ended: the API answers 401 and the app signs out as it does for any call
        this.setStatus('idle');
        void api('/me').catch(() => {});
        return;
      }
      if (this.users > 0) {
        this.setStatus('down');
        this.scheduleReconnect();
      }
    };
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastFrameAt > SILENCE_MS) socket.close();
      else if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
    }, PING_MS);
  }

  private scheduleReconnect(delay = Math.min(500 * 2 ** this.retries++, MAX_RETRY_MS)) {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  /** Back online, or back to a hidden tab: try at once rather than after the backoff. */
  reconnectNow() {
    if (this.users > 0 && !this.socket) this.scheduleReconnect(0);
  }

  /**
   * The browser went offline: the socket may not notice for a long time (no frame arrives, none
   * fails), so it is closed now and the screen says so; it reopens when the browser is back online.
   */
  wentOffline() {
    const socket = this.socket;
    if (!socket || this.users === 0) return;
    // forgotten at once: its close event may come only when the network is back
    this.socket = null;
    clearInterval(this.pingTimer);
    socket.close();
    this.setStatus('down');
  }

  /** Signing out: the socket is closed first, so the session's end on the server is not read as an expiry. */
  signOut() {
    this.shut();
  }

  private shut() {
    this.setStatus('idle');
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }
}

export const realtime = new RealtimeConnection();

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => realtime.reconnectNow());
  window.addEventListener('offline', () => realtime.wentOffline());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') realtime.reconnectNow();
  });
}

/** Calls `listener` for every live event while the component is mounted (and keeps the socket open). */
export function useRealtime(listener: Listener): void {
  const ref = useRef(listener);
  useEffect(() => {
    ref.current = listener;
  });
  useEffect(() => {
    const release = realtime.hold();
    const unsubscribe = realtime.subscribe((e) => ref.current(e));
    return () => {
      unsubscribe();
      release();
    };
  }, []);
}

/** The live connection's status, re-rendering when it changes. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (onChange) => realtime.watch(onChange),
    () => realtime.status,
    () => 'idle',
  );
}
