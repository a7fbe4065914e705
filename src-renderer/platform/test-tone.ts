/** A 440 Hz tone of 1.2 s, faded in and out (no click), at a fifth of full scale: audible, not startling. */
export const TONE_HZ = 440;
export const TONE_SECONDS = 1.2;
const TONE_GAIN = 0.2;
const FADE_SECONDS = 0.05;

/**
 * Plays the speaker test's tone through `context` (Web Audio: no audio file needed) and
 * resolves when it has ended. Whether it was heard is the person's answer, not a measurement.
 */
export async function playTone(context: AudioContext): Promise<void> {
  await context.resume();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = TONE_HZ;
  const start = context.currentTime;
  const end = start + TONE_SECONDS;
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(TONE_GAIN, start + FADE_SECONDS);
  gain.gain.setValueAtTime(TONE_GAIN, end - FADE_SECONDS);
  gain.gain.linearRampToValueAtTime(0, end);
  oscillator.connect(gain).connect(context.destination);
  await new Promise<void>((resolve) => {
    oscillator.addEventListener('ended', () => resolve(), { once: true });
    oscillator.start(start);
    oscillator.stop(end);
  });
  oscillator.disconnect();
  gain.disconnect();
}
