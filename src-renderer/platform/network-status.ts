/**
 * The browser's word that the network went away or came back (`offline` / `online` events).
 * A call stops pretending while offline and reconnects when the network returns, instead of
 * waiting for its signalling socket to time out.
 */
export function watchNetwork(handlers: { offline: () => void; online: () => void }): () => void {
  window.addEventListener('offline', handlers.offline);
  window.addEventListener('online', handlers.online);
  return () => {
    window.removeEventListener('offline', handlers.offline);
    window.removeEventListener('online', handlers.online);
  };
}
