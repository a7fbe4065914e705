import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { NetworkQuality } from '../../../src-domain/video/network-quality.ts';
import { listCallDevices } from './call-media.ts';
import type { CallController } from './call-controller.ts';
import type { CallState } from './call-state.ts';

export interface CallPanelProps {
  controller: CallController;
  state: CallState;
  /** The room lets this user take a seat now (the server's word, GET …/video). */
  canJoin: boolean;
  notary: boolean;
}

function useDevices(active: boolean) {
  const [devices, setDevices] = useState<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }>({ cameras: [], microphones: [] });
  useEffect(() => {
    if (!active) return;
    let current = true;
    void listCallDevices().then(
      (found) => current && setDevices(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [active]);
  return devices;
}

interface DeviceSelectProps {
  label: string;
  value: string;
  devices: readonly MediaDeviceInfo[];
  /** A device's name when the browser gives no label (before access was granted). */
  name: (index: number) => string;
  onChange: (deviceId: string) => void;
}

/** One device choice of the panel: the browser's default first, then each device by its label. */
function DeviceSelect({ label, value, devices, name, onChange }: DeviceSelectProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="video-panel__select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t({ id: 'video.panel.defaultDevice', message: 'Standart' })}</option>
        {devices.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {device.label || name(index)}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * The video conference panel (spec §2 screen 14): connect and disconnect, microphone and camera,
 * the camera switch and the choice of devices, the recording (its indicator for everyone; start
 * and stop for the notary), the face check's state and the network quality.
 */
export function CallPanel({ controller, state, canJoin, notary }: CallPanelProps) {
  const { t } = useLingui();
  const live = state.phase === 'joined';
  const busy = state.phase === 'starting' || state.phase === 'identity' || state.phase === 'consent' || state.phase === 'reconnecting';
  const devices = useDevices(state.local !== null);
  const [camera, setCamera] = useState('');
  const [microphone, setMicrophone] = useState('');
  const quality: Record<NetworkQuality, string> = {
    good: t({ id: 'video.quality.good', message: 'Aloqa sifati: yaxshi' }),
    fair: t({ id: 'video.quality.fair', message: 'Aloqa sifati: o‘rtacha' }),
    poor: t({ id: 'video.quality.poor', message: 'Aloqa sifati: past' }),
    unknown: t({ id: 'video.quality.unknown', message: 'Aloqa sifati: o‘lchanmoqda' }),
  };
  const nextCamera = () => {
    const index = devices.cameras.findIndex((device) => device.deviceId === camera);
    const next = devices.cameras[(index + 1) % Math.max(1, devices.cameras.length)];
    if (!next) return;
    setCamera(next.deviceId);
    void controller.switchDevices({ videoDeviceId: next.deviceId });
  };
  const recording = state.recording?.state === 'recording';
  const cameraName = (index: number) => {
    const number = index + 1;
    return t({ id: 'video.panel.cameraN', message: `Kamera ${number}` });
  };
  const microphoneName = (index: number) => {
    const number = index + 1;
    return t({ id: 'video.panel.microphoneN', message: `Mikrofon ${number}` });
  };
  const verified = state.recorder.progress?.verified ?? 0;
  const waiting = state.recorder.progress?.waiting ?? 0;
  const manifest = state.recorder.manifestSha256;

  return (
    <section className="video-panel" aria-label={t({ id: 'video.panel.label', message: 'Videokonferensiya paneli' })}>
      <div className="video-panel__row">
        {live || busy ? (
          <button type="button" className="button video-button--decline" onClick={() => void controller.disconnect()}>
            {t({ id: 'video.panel.disconnect', message: 'Uzilish' })}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={!canJoin}
            onClick={() => void controller.connect({ videoDeviceId: camera || undefined, audioDeviceId: microphone || undefined })}
          >
            {t({ id: 'video.panel.connect', message: 'Ulanish' })}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={state.muted}
          disabled={!state.local}
          onClick={() => controller.setMuted(!state.muted)}
        >
          {state.muted ? t({ id: 'video.panel.unmute', message: 'Mikrofonni yoqish' }) : t({ id: 'video.panel.mute', message: 'Mikrofonni o‘chirish' })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={state.cameraOff}
          disabled={!state.local}
          onClick={() => controller.setCameraOff(!state.cameraOff)}
        >
          {state.cameraOff ? t({ id: 'video.panel.cameraOn', message: 'Kamerani yoqish' }) : t({ id: 'video.panel.cameraOff', message: 'Kamerani o‘chirish' })}
        </button>
        <button type="button" className="button button--secondary" disabled={!state.local || devices.cameras.length < 2} onClick={nextCamera}>
          {t({ id: 'video.panel.switchCamera', message: 'Kamerani almashtirish' })}
        </button>
      </div>
      <div className="video-panel__row">
        <DeviceSelect
          label={t({ id: 'video.panel.camera', message: 'Kamera' })}
          value={camera}
          devices={devices.cameras}
          name={cameraName}
          onChange={(id) => {
            setCamera(id);
            if (state.local) void controller.switchDevices({ videoDeviceId: id || undefined });
          }}
        />
        <DeviceSelect
          label={t({ id: 'video.panel.microphone', message: 'Mikrofon' })}
          value={microphone}
          devices={devices.microphones}
          name={microphoneName}
          onChange={(id) => {
            setMicrophone(id);
            if (state.local) void controller.switchDevices({ audioDeviceId: id || undefined });
          }}
        />
      </div>
      <div className="video-panel__row" role="status">
        {recording ? (
          <span className="video-recording-indicator">{t({ id: 'video.panel.recording', message: '● Yozib olinmoqda' })}</span>
        ) : state.recording?.state === 'sealed' ? (
          <span className="video-recording-indicator video-recording-indicator--done">
            {t({ id: 'video.panel.recorded', message: 'Yozuv saqlandi va tekshirildi' })}
          </span>
        ) : null}
        {live ? (
          <span className="video-quality" data-quality={state.quality}>
            {quality[state.quality]}
          </span>
        ) : null}
        {state.self?.identifiedAt ? <span>{t({ id: 'video.panel.identified', message: 'Yuzni tekshirish: o‘tildi' })}</span> : null}
      </div>
      {notary && live ? (
        <div className="video-panel__row">
          {state.recorder.active ? (
            <button type="button" className="button" disabled={state.recorder.stopping} onClick={() => void controller.stopRecording()}>
              {state.recorder.stopping
                ? t({ id: 'video.panel.sealing', message: 'Yozuv yuklanmoqda va tekshirilmoqda…' })
                : t({ id: 'video.panel.stopRecording', message: 'Yozishni tugatish' })}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => void controller.startRecording()}>
              {t({ id: 'video.panel.startRecording', message: 'Yozishni boshlash' })}
            </button>
          )}
          {state.recorder.progress ? (
            <span>
              {t({ id: 'video.panel.uploaded', message: `Tekshirilgan bo‘laklar: ${verified}, navbatda: ${waiting}` })}
              {state.recorder.progress.retrying ? ` · ${t({ id: 'video.panel.resuming', message: 'aloqa tiklanishi kutilmoqda' })}` : ''}
            </span>
          ) : null}
          {manifest ? <span className="video-manifest">{t({ id: 'video.panel.manifest', message: `Manifest xeshi: ${manifest}` })}</span> : null}
          {state.recorder.error ? <span role="alert">{state.recorder.error}</span> : null}
        </div>
      ) : null}
    </section>
  );
}
