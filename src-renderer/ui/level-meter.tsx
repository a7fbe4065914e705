import { MIC_LEVEL_FLOOR_DBFS } from '../../src-domain/devices/microphone-level.ts';
import './level-meter.css';

/** The meter's scale: −60 dBFS (near silence) is empty, 0 dBFS (full scale) is full. */
const SCALE_DBFS = 60;

/** A level in dBFS as the meter's 0…100. */
export function levelPercent(dbfs: number | null): number {
  if (dbfs === null) return 0;
  return Math.round(Math.min(100, Math.max(0, ((dbfs + SCALE_DBFS) / SCALE_DBFS) * 100)));
}

export interface LevelMeterProps {
  dbfs: number | null;
  label: string;
  valueText: (percent: number) => string;
}

/**
 * The microphone's level as a native `<meter>` (its value is read out by screen readers), with
 * the floor the check needs marked as its "low" mark: the device test's and the kiosk headset check's.
 */
export function LevelMeter({ dbfs, label, valueText }: LevelMeterProps) {
  const percent = levelPercent(dbfs);
  return (
    <label className="level-meter">
      <span>{label}</span>
      <meter min={0} max={100} low={levelPercent(MIC_LEVEL_FLOOR_DBFS)} optimum={100} value={percent} aria-valuetext={valueText(percent)}>
        {valueText(percent)}
      </meter>
    </label>
  );
}
