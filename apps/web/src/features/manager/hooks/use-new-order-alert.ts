import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a busy kitchen needs to notice a new order without watching the screen: a chime, the count
 * in the tab's title, and a system notification when the manager allowed them. The count clears when
 * the board is looked at again.
 */
export function useNewOrderAlert(baseTitle: string, badgeTitle: (count: number) => string) {
  const [unseen, setUnseen] = useState(0);
  const audio = useRef<AudioContext | null>(null);
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

  /** Browsers play sound only after a tap: the alerts button (or any tap) unlocks it. */
  const enable = useCallback(async () => {
    audio.current ??= new AudioContext();
    await audio.current.resume().catch(() => undefined);
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      setPermission(await Notification.requestPermission());
    }
  }, []);

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

  return { alert, enable, unseen, permission, soundReady: audio.current?.state === 'running' };
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
