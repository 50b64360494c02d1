import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the board should chime, kept on this device: a reload must not silence the kitchen. */
const SOUND_KEY = 'tavola.board.sound';

function soundWantedStored(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

function storeSoundWanted(wanted: boolean) {
  try {
    localStorage.setItem(SOUND_KEY, wanted ? 'on' : 'off');
  } catch {
    // A private window without storage: sound still works until the next reload.
  }
}

/**
 * What a busy kitchen needs to notice a new order without watching the screen: a chime, the count
 * in the tab's title, and a system notification when the manager allowed them. The count clears when
 * the board is looked at again.
 *
 * Sound has two states: wanted (remembered) and on (the audio really plays). Browsers start audio
 * only after a tap, so after a reload sound is wanted but off until someone taps: `needsTap`.
 */
export function useNewOrderAlert(baseTitle: string, badgeTitle: (count: number) => string) {
  const [unseen, setUnseen] = useState(0);
  const audio = useRef<AudioContext | null>(null);
  const [soundWanted, setSoundWanted] = useState(soundWantedStored);
  const [soundOn, setSoundOn] = useState(false);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );

  useEffect(() => {
    document.title = unseen > 0 ? badgeTitle(unseen) : baseTitle;
  }, [unseen, baseTitle, badgeTitle]);

  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible' && document.hasFocus()) setUnseen(0);
    };
    window.addEventListener('focus', seen);
    window.addEventListener('pointerdown', seen);
    document.addEventListener('visibilitychange', seen);
    return () => {
      window.removeEventListener('focus', seen);
      window.removeEventListener('pointerdown', seen);
      document.removeEventListener('visibilitychange', seen);
    };
  }, []);

  /** Must run inside a tap: starts the audio, remembers the wish, and asks for notifications once. */
  const enable = useCallback(async () => {
    audio.current ??= new AudioContext();
    await audio.current.resume().catch(() => undefined);
    setSoundOn(audio.current.state === 'running');
    setSoundWanted(true);
    storeSoundWanted(true);
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      setPermission(await Notification.requestPermission());
    }
  }, []);

  const disable = useCallback(async () => {
    setSoundOn(false);
    setSoundWanted(false);
    storeSoundWanted(false);
    await audio.current?.suspend().catch(() => undefined);
  }, []);

  /** Chime and notify without counting: for calls that are not orders. */
  const ring = useCallback((message: string) => {
    chime(audio.current);
    if (
      typeof Notification !== 'undefined' &&
      Notification.permission === 'granted' &&
      document.visibilityState !== 'visible'
    ) {
      new Notification(message, { tag: 'tavola-call' });
    }
  }, []);

  /** A new order: chimes and counts in the tab's title. */
  const alert = useCallback((message: string) => {
    setUnseen((count) => count + 1);
    chime(audio.current);
    if (
      typeof Notification !== 'undefined' &&
      Notification.permission === 'granted' &&
      document.visibilityState !== 'visible'
    ) {
      new Notification(message, { tag: 'tavola-new-order' });
    }
  }, []);

  return { alert, ring, enable, disable, unseen, permission, soundOn, needsTap: soundWanted && !soundOn };
}

/** Two short rising tones: audible over a kitchen, not alarming for guests at the counter. */
function chime(context: AudioContext | null) {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [660, 880].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + index * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.4, start + index * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + index * 0.18 + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + index * 0.18);
    oscillator.stop(start + index * 0.18 + 0.17);
  });
}
