/** The event Chromium fires when the site can be installed (not in the DOM library: it is not standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the install-app block can offer: the browser's install prompt, the iOS hint, or nothing. */
export type InstallOffer = 'prompt' | 'ios-hint' | 'none';

let deferred: BeforeInstallPromptEvent | null = null;
let listening = false;
const subscribers = new Set<() => void>();

const notify = () => {
  for (const subscriber of subscribers) subscriber();
};

/** Whether the site runs as the installed app (the standalone display mode, or iOS's home-screen mode). */
function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone, iPod and iPad (which says it is a Mac, but has a touch screen): installed through Share, Add to Home Screen. */
function isIos(): boolean {
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
}

/**
 * Starts listening for `beforeinstallprompt` (kept, so that the install block can show the browser's prompt later,
 * however late it is opened) and `appinstalled`. Call once at start (main.tsx); later calls do nothing.
 */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/**
 * What the install block offers now: nothing when the site runs installed; else the kept prompt (dropped once used or
 * once the app is installed, after which the browser offers none), else the iOS hint on iOS.
 */
export function installOffer(): InstallOffer {
  if (typeof window === 'undefined' || runsInstalled()) return 'none';
  if (deferred) return 'prompt';
  return isIos() ? 'ios-hint' : 'none';
}

/** Calls `listener` whenever {@link installOffer} may have changed; returns the unsubscribe function. */
export function subscribeInstallOffer(listener: () => void): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

/** Shows the browser's install prompt (usable once); `true` when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  notify();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
